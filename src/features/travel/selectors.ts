import type { RootState } from '../../app/store';

export const selectTravel = (state: RootState) => state.travel.data;
export const selectTravelStatus = (state: RootState) => state.travel.status;
export const selectTravelList = (state: RootState) => state.travelList;
