import type { TravelSummary } from '@/api/schemas/travel-list';
import { initialResourceState } from '@/lib/request-phases';
import type { RootState } from '@/app/store';

export const selectTravel = (state: RootState) => state.travel.data;
export const selectTravelStatus = (state: RootState) => state.travel.status;
const NO_TRAVEL_LIST = initialResourceState<TravelSummary[]>([]);
/** The travel list; its family joins the store with the start page. */
export const selectTravelList = (state: RootState) => state.travelList ?? NO_TRAVEL_LIST;
export const selectTravelError = (state: RootState) => state.travel.error;
