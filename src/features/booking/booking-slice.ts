import type { Schedule } from '@/api/schemas';
import { createSlice, original, type PayloadAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { arrivalReducer } from '@/features/arrival';
import { checkoutPart } from '@/features/checkout';
import { bookingLoaded } from '@/features/choices';
import { extensionChosen, extrasReducer, railFlyToggled, serviceToggled } from '@/features/extras';
import { insurancePart } from '@/features/insurance';
import { isSameDateChosen, partyReducer, paxChanged, roomAdded, scheduleSelected, seenDateOf } from '@/features/party';
import { fitToParty, travellersPart } from '@/features/travellers';
import {
  BOOKING_PARTS,
  createEmptyBooking,
  type BookingChoices,
  type BookingParts,
  type BookingSeen,
  type BookingState,
} from './booking-state';
import { ownFieldsOf, type BookingNotice } from './booking-core';
import { bookingSubmitPhases } from './submit-phases';
import { applyCrossRules } from './cross-rules';
import { datesSeenWith, entryOf, lastSeenOf, namedOnly, seenWith } from './last-seen';

/** Lists of the same entries (by identity). */
const sameList = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((entry, i) => Object.is(entry, b[i]));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The same value, a list of the same entries, or a part whose every field is so (the reconcile brings a part anew). */
const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  sameList(a, b) ||
  (isRecord(a) &&
    isRecord(b) &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.keys(a).every((key) => Object.is(a[key], b[key]) || sameList(a[key], b[key])));

/** The dates seen with `chosen` as it is now and `also` where not seen yet; the list stays the same one when nothing is new. */
function seeDates(state: BookingState, chosen: Schedule | null, also: readonly Schedule[]) {
  const seen = original(state.lastSeen.schedules) ?? state.lastSeen.schedules;
  const next = datesSeenWith(seen, chosen, also);
  if (next !== seen) state.lastSeen.schedules = next;
}

/**
 * The booking's own fields (spec part 1 §3): loading and re-reading a stored booking and the
 * submit's phases. Each booking concern (party, extras, arrival, travellers, insurance, checkout)
 * writes its own part with its own slice in its feature; what one choice changes in another part is
 * that part answering the action, or a rule of the composition (cross-rules).
 */
const bookingSlice = createSlice({
  name: 'booking',
  initialState: createEmptyBooking,
  reducers: {
    /**
     * The stored booking re-read against the fresh catalogue: today's prices, what is gone dropped;
     * or a choice the rules took back, undone (its fields, a part as it was among them).
     */
    // A field that comes back as it was (the same value, or a list of the same entries) is left as
    // it is, so a reconcile that changes nothing (a first visit) recomputes no selector.
    bookingReconciled: (
      state,
      action: PayloadAction<{ fields: Partial<BookingChoices & BookingSeen>; notices: BookingNotice[] }>,
    ) => {
      const before = original(state) ?? state;
      for (const [key, value] of Object.entries(action.payload.fields) as [keyof BookingState, unknown][])
        if (!sameValue(before[key], value)) Object.assign(state, { [key]: value });
      const added = action.payload.notices.filter((notice) => !state.notices.includes(notice));
      if (added.length > 0) state.notices = [...new Set([...state.notices, ...added])];
      // The other travellers follow the party size it comes back with.
      const travellers = state.travellers.additionalUsers;
      const fitted = fitToParty(travellers, state.party.pax);
      // A new part object: a part the fields brought is a plain (frozen) object, no draft.
      if (fitted.length !== travellers.length) state.travellers = { ...state.travellers, additionalUsers: fitted };
    },
    noticesCleared: (state) => {
      state.notices = [];
    },
  },
  extraReducers: (builder) => {
    builder
      /** A stored booking (from ?bookingId) replaces the current one; each part answers it too. */
      .addCase(bookingLoaded, (state, action) => ({
        ...ownFieldsOf(action.payload),
        ...partsOf(state),
        lastSeen: lastSeenOf(action.payload),
        token: null,
        status: 'idle' as const,
        error: null,
        notices: [],
      }))
      // A service, an extension or rail and fly chosen: the extras keep its id, the booking sees its entry as it is now.
      .addCase(serviceToggled, (state, action) => {
        const { list, entry } = action.payload;
        // Seen as the catalogue lists it: a caller handing a booked entry brings no body data in.
        state.lastSeen[list] = seenWith(state.lastSeen[list], entryOf(entry));
      })
      .addCase(extensionChosen, (state, action) => {
        state.lastSeen.accommodations = seenWith(state.lastSeen.accommodations, action.payload);
      })
      .addCase(railFlyToggled, (state, action) => {
        state.lastSeen.railFly = seenWith(state.lastSeen.railFly, action.payload.entry);
      })
      // Another date: the submit's error of the date before goes (spec part 1 §4), and the notice that
      // asked for one. The date and the room types the party may fill are seen as they are now.
      .addCase(scheduleSelected, (state, action) => {
        const { schedule, roomOptions = [] } = action.payload;
        if (!isSameDateChosen(seenDateOf(state.party, state.lastSeen.schedules), schedule)) state.error = null;
        seeDates(state, schedule, roomOptions);
        // 'Please choose a new date' is done once one is chosen (by the person or the address).
        if (state.notices.includes('dateGone')) state.notices = state.notices.filter((notice) => notice !== 'dateGone');
      })
      // The room types the party may fill, and a room added, are seen when first offered.
      .addCase(paxChanged, (state, action) => {
        seeDates(state, null, action.payload.roomOptions);
      })
      .addCase(roomAdded, (state, action) => {
        seeDates(state, null, [action.payload]);
      })
      .addMatcher(bookingSubmitPhases.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addMatcher(bookingSubmitPhases.fulfilled, (state) => {
        state.status = 'succeeded';
        state.stepThreeComplete = true;
      })
      .addMatcher(bookingSubmitPhases.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? {
          kind: 'unknown',
          message: action.error.message ?? '',
          status: null,
          call: null,
        };
      });
  },
});

export const { bookingReconciled, noticesCleared } = bookingSlice.actions;
export { bookingLoaded };

/**
 * A part's reducer: its own slice's (under its own name), given the booking as the parts before it
 * left it for this action (the extras read the party's rooms, the arrival the chosen date as last seen).
 */
type PartReducer<P> = (part: P | undefined, action: UnknownAction, booking: BookingState) => P;

/** Each concern's own part of the booking and the slice that writes it. */
const PARTS: { [K in keyof BookingParts]: PartReducer<BookingParts[K]> } = {
  party: partyReducer,
  extras: extrasReducer,
  arrival: arrivalReducer,
  travellers: travellersPart.reducer,
  insurance: insurancePart.reducer,
  checkout: checkoutPart.reducer,
};

const partsOf = (state: BookingParts): BookingParts =>
  Object.fromEntries(BOOKING_PARTS.map((key) => [key, state[key]])) as unknown as BookingParts;

/** The booking with only the entries its parts still name as last seen; itself when they name them all. */
function seenNamed(booking: BookingState): BookingState {
  const lastSeen = namedOnly(booking.lastSeen, booking.extras, booking.party);
  return lastSeen === booking.lastSeen ? booking : { ...booking, lastSeen };
}

/**
 * The one persisted booking: its own reducer (loading, reconciling, the submit's phases, the entries
 * seen), then each part's slice over its own part, in BOOKING_PARTS' order, then the rules that cross
 * the parts (cross-rules); an entry no part names any more is no longer kept as seen. An action that
 * changes nothing returns the same object.
 */
export const bookingReducer: Reducer<BookingState> = (state, action) => {
  const own = bookingSlice.reducer(state, action);
  let whole = own;
  for (const key of BOOKING_PARTS) {
    // Each key's reducer takes that key's part (PARTS is typed so); the loop cannot say it.
    const part = (PARTS[key] as PartReducer<unknown>)(own[key], action, whole);
    if (part !== own[key]) whole = { ...whole, [key]: part };
  }
  // A stored booking loaded is the server's as it is; every other change the cross rules follow.
  return seenNamed(state === undefined || bookingLoaded.match(action) ? whole : applyCrossRules(state, whole, action));
};
