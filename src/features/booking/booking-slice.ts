import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking } from '@/api/schemas';
import { additionalTravellerCount } from '@/domain/pax';
import { userFetch, userLogin } from '@/features/user';
import { createEmptyBooking, newTraveller, type BookingNotice } from './booking-state';
import { bookingSubmitPhases, voucherCheckPhases } from './late-phases';
import { arrivalReducers } from './reducers/arrival';
import { checkoutReducers } from './reducers/checkout';
import { extrasReducers } from './reducers/extras';
import { insuranceReducers } from './reducers/insurance';
import { partyReducers } from './reducers/party';
import { applyLoggedInUser, travellersReducers } from './reducers/travellers';

export { createEmptyBooking, type BookingNotice, type BookingState } from './booking-state';

/**
 * The one persisted booking: the person's choices (spec part 1 §3). Each booking concern keeps its
 * case reducers in ./reducers (party, extras, arrival, travellers, insurance, checkout); what one
 * choice changes in another concern is in ./draft-rules. Here: loading and re-reading a stored
 * booking, and the phases of the calls that end in it (login, voucher check, submit).
 */
export const bookingSlice = createSlice({
  name: 'booking',
  initialState: createEmptyBooking(),
  reducers: {
    /** A stored booking (from ?bookingId) replaces the current one. */
    bookingLoaded: (_state, action: PayloadAction<Booking>) => ({
      ...action.payload,
      token: null,
      status: 'idle',
      error: null,
      paxInput: null,
      notices: [],
      userChosen: action.payload.user.email.trim() !== '' || action.payload.travelAgency !== null,
    }),
    /** The stored booking re-read against the fresh catalogue: today's prices, what is gone dropped. */
    bookingReconciled: (state, action: PayloadAction<{ fields: Partial<Booking>; notices: BookingNotice[] }>) => {
      Object.assign(state, action.payload.fields);
      state.notices = [...new Set([...state.notices, ...action.payload.notices])];
      const wanted = additionalTravellerCount(state.pax);
      state.additionalUsers = state.additionalUsers.slice(0, wanted);
      while (state.additionalUsers.length < wanted) state.additionalUsers.push(newTraveller());
    },
    noticesCleared: (state) => {
      state.notices = [];
    },
    ...partyReducers,
    ...extrasReducers,
    ...arrivalReducers,
    ...travellersReducers,
    ...insuranceReducers,
    ...checkoutReducers,
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLogin.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      .addCase(userFetch.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      // Voucher: success stores it in the booking, an error clears it (spec part 2 §4).
      .addMatcher(voucherCheckPhases.fulfilled, (state, action) => {
        state.voucher = action.payload;
      })
      .addMatcher(voucherCheckPhases.rejected, (state) => {
        state.voucher = null;
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

export const {
  bookingLoaded,
  bookingReconciled,
  noticesCleared,
  scheduleSelected,
  paxChanged,
  paxTyped,
  roomAdded,
  roomRemoved,
  extensionChosen,
  serviceToggled,
  railFlyToggled,
  equipmentDetailsChanged,
  dogsChanged,
  optInToggled,
  ownArrivalChosen,
  flightPositionChosen,
  departureAirportChosen,
  ownFlightDatesChanged,
  fareSearchOptionsChanged,
  fareChosen,
  fareOfferExpired,
  fareExpiryNoticed,
  fareCleared,
  flightRequestChosen,
  flightUpgradeChosen,
  flexChosen,
  insuranceChosen,
  insuranceDeclined,
  insuranceTermsAccepted,
  insuranceTermsWithdrawn,
  insuranceRefused,
  paymentMethodChosen,
  voucherRemoved,
  userSelected,
  customerChanged,
  travellerChanged,
  roomPlaceChosen,
  travelAgentChanged,
  stepTwoCompleted,
  consentChanged,
} = bookingSlice.actions;
