import { placeTraveller } from '@/domain/room-assignment';
import type { AppThunk } from '@/lib/app-thunk';
import { selectRoomPlaces } from './step-two-selectors';
import { roomPlacesChosen } from './travellers-reducers';

/** Step 2: a traveller is given a place in a room; whoever had it takes the traveller's former place. */
export const chooseRoomPlace =
  ({ room, place, traveller }: { room: number; place: number; traveller: number | null }): AppThunk =>
  (dispatch, getState) => {
    dispatch(roomPlacesChosen(placeTraveller(selectRoomPlaces(getState()), { room, place }, traveller)));
  };
