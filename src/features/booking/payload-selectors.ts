import { submitFailureOf, type SubmitFailure } from '@/domain/submit-outcome';
import { createSelector } from '@reduxjs/toolkit';
import { createStructuredSelector } from 'reselect';
import type { RootState } from '@/app/store';
import type { TrackedBooking } from '@/domain/analytics';
import { selectChosenFlightPosition, selectIncludedFlights } from '@/features/arrival';
import { selectBookingKind, selectPaymentMethod, selectPaymentType } from '@/features/checkout';
import { selectBookedRailFly, selectCompulsoryUpgrades } from '@/features/extras';
import {
  selectFlexPrice,
  selectIsBookingRequest,
  selectIsOnRequest,
  selectPaymentPlan,
  selectTotals,
} from '@/features/pricing';
import { selectTravel } from '@/features/travel';
import { selectCurrentChoices, selectFlightControl } from '@/features/draft';
import type { BookingState } from './booking-state';

// What the submit, the VVI and analytics read of the whole booking.

/** The booking with the catalogue's entries it names as the current replies list them (the total sent is the total shown). */
const selectBooking = createSelector(
  [(state: RootState) => state.booking, selectCurrentChoices],
  (booking, { schedule, rooms, ...extras }): BookingState => ({
    ...booking,
    schedule,
    rooms,
    extras: { ...booking.extras, ...extras },
  }),
);

/** The booking as analytics sees it: trip, kind, party, amount; no person (spec part 1 §4). */
export const selectTrackedBooking = createSelector(
  [
    (state: RootState) => state.booking.travelCode,
    (state: RootState) => state.booking.pax,
    selectTravel,
    selectBookingKind,
    selectTotals,
  ],
  (travelCode, pax, travel, kind, totals): TrackedBooking => ({
    travelCode,
    travelName: travel?.name ?? travelCode,
    kind,
    pax: pax ?? 0,
    totalPrice: totals.totalPrice,
  }),
);

/** What the booking payload needs besides language and whitelabel (the VVI and the submit build it): the whole booking goes out. */
export const selectBookingPayloadParts = createSelector(
  [
    createStructuredSelector({
      booking: selectBooking,
      compulsories: selectCompulsoryUpgrades,
      includedFlights: selectIncludedFlights,
      flightPosition: selectChosenFlightPosition,
      flightControl: selectFlightControl,
      railFly: selectBookedRailFly,
      totals: selectTotals,
      flexPrice: selectFlexPrice,
      onRequest: selectIsOnRequest,
      bookingRequest: selectIsBookingRequest,
      paymentType: selectPaymentType,
      paymentMethod: selectPaymentMethod,
    }),
    selectPaymentPlan,
  ],
  (parts, plan) => ({ ...parts, deposit: plan?.deposit ?? parts.totals.totalPrice }),
);

/** The submit's error, shown at the payment area. */
export const selectSubmitError = (state: RootState) => state.booking.error;
/** What the last failed call of the submit means for the person (domain/submit-outcome); null after a refusal of the app's own check. */
export const selectSubmitFailure = (state: RootState): SubmitFailure | null => {
  const error = state.booking.error;
  return error && error.kind !== 'refused' ? submitFailureOf(error) : null;
};
/** The submit is on its way: a second click does nothing. */
export const selectSubmitSending = (state: RootState) => state.booking.status === 'pending';
