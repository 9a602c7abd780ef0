import { createSlice, type Middleware, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import {
  compulsoryChange,
  isNoCompulsoryChange,
  takenBack,
  type CompulsoryChange,
  type TakeBackCause,
  type TakenBackKind,
} from '@/domain/taken-back';
import { flightPositionChosen, optInToggled, ownArrivalChosen } from '@/features/arrival';
import type { BookingState } from './booking-state';
import { extensionChosen, selectCompulsoryUpgrades } from '@/features/extras';
import { paxChanged, roomAdded, roomRemoved, scheduleSelected } from '@/features/party';

/**
 * What the rules last took back, and why (spec part 1 §4): shown where the person made the change
 * until it is closed, the step is left or a later change takes something else; never stored. After
 * a room change the booking before it is kept for 'Rückgängig' until anything else in the booking
 * changes (by any action: a login fills the booking too).
 */
export interface TakenBackState {
  taken: { kind: TakenBackKind; count: number }[];
  /** The services the change made compulsory, or no longer compulsory (they change the price). */
  compulsory: CompulsoryChange;
  cause: TakeBackCause | null;
  undo: BookingState | null;
  /** The person went back: the place says so until the next change. */
  undone: boolean;
}

const NO_COMPULSORY_CHANGE: CompulsoryChange = { added: [], gone: [] };
const NOTHING_TAKEN: TakenBackState = {
  taken: [],
  compulsory: NO_COMPULSORY_CHANGE,
  cause: null,
  undo: null,
  undone: false,
};
const compulsoryNames = (state: RootState) => selectCompulsoryUpgrades(state).map((entry) => entry.service.name);

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

const takenBackSlice = createSlice({
  name: 'takenBack',
  initialState: NOTHING_TAKEN,
  reducers: {
    choicesTakenBack: (_state, action: PayloadAction<TakenBackState>) => action.payload,
    takenBackDismissed: () => NOTHING_TAKEN,
    /** 'Rückgängig' pressed (the booking is restored by the caller): said where the message was. */
    takenBackUndone: (state) => ({ ...NOTHING_TAKEN, cause: state.cause, undone: true }),
    /** The booking changed otherwise: going back would undo that too, so the way back goes. */
    undoGone: (state) => {
      state.undo = null;
    },
  },
});

export const takenBackReducer = takenBackSlice.reducer;
const { undoGone } = takenBackSlice.actions;
export const { choicesTakenBack, takenBackDismissed, takenBackUndone } = takenBackSlice.actions;

/**
 * Compares the booking before and after each change that may take choices back, and names what
 * went. A plain middleware (a few lines) rather than RTK's listener middleware (2 kB on the first page).
 */
export const takenBackMiddleware: Middleware<object, RootState> = (api) => (next) => (action) => {
  const stateBefore = api.getState();
  const before = stateBefore.booking;
  const result = next(action);
  const state = api.getState();
  const cause = causeOf(action as UnknownAction);
  const { undo, undone } = state.takenBack;
  if (cause === null) {
    // Another change: 'Rückgängig gemacht' has been read; going back would now undo this too.
    if (state.booking !== before && undone) api.dispatch(takenBackDismissed());
    else if (state.booking !== before && undo !== null) api.dispatch(undoGone());
    return result;
  }
  const taken = takenBack(before, state.booking, cause);
  // Only a change of a party and date already chosen changes what was due: the first choice of
  // either shows the compulsory services as part of the price, not as news.
  const compulsory =
    before.party.pax === null || before.party.selectedDate === null
      ? NO_COMPULSORY_CHANGE
      : compulsoryChange(compulsoryNames(stateBefore), compulsoryNames(state));
  // A change that takes nothing leaves the message of the last one standing (what went is still gone).
  if (taken.length > 0 || !isNoCompulsoryChange(compulsory))
    api.dispatch(
      choicesTakenBack({ taken, compulsory, cause, undo: cause === 'rooms' ? before : null, undone: false }),
    );
  else if (undone) api.dispatch(takenBackDismissed());
  else if (undo !== null) api.dispatch(undoGone());
  return result;
};

export const selectTakenBack = (state: RootState) => state.takenBack;
