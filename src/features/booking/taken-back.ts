import { createSlice, type Middleware, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { takenBack, type TakeBackCause, type TakenBackKind } from '@/domain/taken-back';
import { flightPositionChosen, optInToggled, ownArrivalChosen } from '@/features/arrival';
import type { BookingState } from '@/features/draft';
import { extensionChosen } from '@/features/extras';
import { paxChanged, roomAdded, roomRemoved, scheduleSelected } from '@/features/party';

/**
 * What the rules last took back, and why (spec part 1 §4): shown where the person made the change
 * until the next change, never stored. After a room change the booking before it is kept for
 * 'Rückgängig' until anything else in the booking changes.
 */
export interface TakenBackState {
  taken: { kind: TakenBackKind; count: number }[];
  cause: TakeBackCause | null;
  undo: BookingState | null;
}

const NOTHING_TAKEN: TakenBackState = { taken: [], cause: null, undo: null };

/** The changes whose rules may take other choices back, by their cause. */
const CAUSES: Record<TakeBackCause, { match: (action: UnknownAction) => boolean }[]> = {
  date: [scheduleSelected],
  party: [paxChanged],
  rooms: [roomAdded, roomRemoved],
  extensions: [extensionChosen],
  arrival: [ownArrivalChosen, optInToggled, flightPositionChosen],
};
const causeOf = (action: UnknownAction): TakeBackCause | null =>
  (Object.keys(CAUSES) as TakeBackCause[]).find((cause) => CAUSES[cause].some((creator) => creator.match(action))) ??
  null;
const isOtherBookingChange = (action: UnknownAction) => action.type.startsWith('booking/') && causeOf(action) === null;

const takenBackSlice = createSlice({
  name: 'takenBack',
  initialState: NOTHING_TAKEN,
  reducers: {
    choicesTakenBack: (_state, action: PayloadAction<TakenBackState>) => action.payload,
    takenBackDismissed: () => NOTHING_TAKEN,
  },
  extraReducers: (builder) => {
    // Any other change to the booking: going back would undo it too, so the way back goes.
    builder.addMatcher(isOtherBookingChange, (state) => {
      state.undo = null;
    });
  },
});

export const takenBackReducer = takenBackSlice.reducer;
const { choicesTakenBack } = takenBackSlice.actions;
export const { takenBackDismissed } = takenBackSlice.actions;

/**
 * Compares the booking before and after each change that may take choices back, and names what
 * went. A plain middleware (a few lines) rather than RTK's listener middleware (2 kB on the first page).
 */
export const takenBackMiddleware: Middleware<object, RootState> = (api) => (next) => (action) => {
  const cause = causeOf(action as UnknownAction);
  if (cause === null) return next(action);
  const before = api.getState().booking;
  const result = next(action);
  const state = api.getState();
  const taken = takenBack(before, state.booking, cause);
  if (taken.length > 0) api.dispatch(choicesTakenBack({ taken, cause, undo: cause === 'rooms' ? before : null }));
  else if (state.takenBack.taken.length > 0) api.dispatch(takenBackDismissed());
  return result;
};

export const selectTakenBack = (state: RootState) => state.takenBack;
