import { createSlice, original, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import type { Booking } from '@/api/schemas';
import { additionalTravellerCount } from '@/domain/pax';
import { arrivalBooking } from '@/features/arrival';
import { checkoutBooking } from '@/features/checkout';
import {
  choicesOf,
  createEmptyBooking,
  newTraveller,
  type BookingChoices,
  type BookingNotice,
  type BookingState,
} from '@/features/draft';
import { extrasBooking } from '@/features/extras';
import { insuranceBooking } from '@/features/insurance';
import { partyBooking } from '@/features/party';
import { travellersBooking } from '@/features/travellers';
import { bookingSubmitPhases } from './submit-phases';

/** The same value, or lists of the same entries (by identity). */
const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((entry, i) => Object.is(entry, b[i])));

/**
 * The booking's own part (spec part 1 §3): loading and re-reading a stored booking and the submit's
 * phases. Each booking concern (party, extras, arrival, travellers, insurance, checkout) keeps its
 * case reducers in its feature; what one choice changes in another concern is in features/draft.
 */
const bookingSlice = createSlice({
  name: 'booking',
  initialState: createEmptyBooking(),
  reducers: {
    /** A stored booking (from ?bookingId) replaces the current one. */
    bookingLoaded: (_state, action: PayloadAction<Booking>) => ({
      ...choicesOf(action.payload),
      token: null,
      status: 'idle',
      error: null,
      paxInput: null,
      notices: [],
      userChosen: action.payload.user.email.trim() !== '' || action.payload.travelAgency !== null,
      // Who books it logs in anew (the current user's reply says who).
      loggedInAs: null,
    }),
    /** The stored booking re-read against the fresh catalogue: today's prices, what is gone dropped. */
    // A field that comes back as it was (the same value, or a list of the same entries) is left as
    // it is, so a reconcile that changes nothing (a first visit) recomputes no selector.
    bookingReconciled: (
      state,
      action: PayloadAction<{ fields: Partial<BookingChoices>; notices: BookingNotice[] }>,
    ) => {
      const before = original(state) ?? state;
      for (const [key, value] of Object.entries(action.payload.fields) as [keyof BookingChoices, unknown][])
        if (!sameValue(before[key], value)) Object.assign(state, { [key]: value });
      const added = action.payload.notices.filter((notice) => !state.notices.includes(notice));
      if (added.length > 0) state.notices = [...new Set([...state.notices, ...added])];
      const wanted = additionalTravellerCount(state.pax);
      if (state.additionalUsers.length > wanted) state.additionalUsers = state.additionalUsers.slice(0, wanted);
      while (state.additionalUsers.length < wanted) state.additionalUsers.push(newTraveller());
    },
    noticesCleared: (state) => {
      state.notices = [];
    },
  },
  extraReducers: (builder) => {
    builder
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

export const { bookingLoaded, bookingReconciled, noticesCleared } = bookingSlice.actions;

/** Each booking concern's part of the booking: its case reducers and the actions they answer. */
const CONCERNS = [partyBooking, extrasBooking, arrivalBooking, travellersBooking, insuranceBooking, checkoutBooking];

/**
 * The one persisted booking: its own reducer (loading, reconciling, the submit's phases), then each
 * concern's. Every slice is named 'booking', so the action types are those of one slice.
 */
export const bookingReducer: Reducer<BookingState> = (state, action) =>
  CONCERNS.reduce((next, concern) => concern.reducer(next, action), bookingSlice.reducer(state, action));
