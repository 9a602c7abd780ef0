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
import { selectCurrentChoices, selectFlightControl, selectPax } from '@/features/choices';
import { toBookingPayload, type BookingPayload, type PayloadComputed } from './booking-payload';

// What the submit, the VVI and analytics read of the whole booking.

/** The booking as analytics sees it: trip, kind, party, amount; no person (spec part 1 §4). */
export const selectTrackedBooking = createSelector(
  [(state: RootState) => state.booking.travelCode, selectPax, selectTravel, selectBookingKind, selectTotals],
  (travelCode, pax, travel, kind, totals): TrackedBooking => ({
    travelCode,
    travelName: travel?.name ?? travelCode,
    kind,
    pax: pax ?? 0,
    totalPrice: totals.totalPrice,
  }),
);

/** What the catalogue decides for the booking's choices, as its current replies have it now. */
const selectPayloadCatalogue = createStructuredSelector({
  chosen: selectCurrentChoices,
  compulsories: selectCompulsoryUpgrades,
  includedFlights: selectIncludedFlights,
  flightPosition: selectChosenFlightPosition,
  flightControl: selectFlightControl,
  railFly: selectBookedRailFly,
});

/** What the page computes when it sends: the same selectors' values it shows (the total sent is the total shown). */
const selectPayloadComputed = createSelector(
  [
    createStructuredSelector({
      totals: selectTotals,
      flexPrice: selectFlexPrice,
      onRequest: selectIsOnRequest,
      bookingRequest: selectIsBookingRequest,
      paymentType: selectPaymentType,
      paymentMethod: selectPaymentMethod,
    }),
    selectPaymentPlan,
  ],
  (computed, plan) => ({ ...computed, deposit: plan?.deposit ?? computed.totals.totalPrice }),
);

/**
 * The booking's POST body (the VVI and the submit send it): the person's choices as stored, the
 * catalogue's entries as listed now, the page's computed values and its language and whitelabel.
 */
export const selectBookingPayload = (
  state: RootState,
  page: Pick<PayloadComputed, 'language' | 'whitelabel'>,
): BookingPayload =>
  toBookingPayload(state.booking, selectPayloadCatalogue(state), { ...selectPayloadComputed(state), ...page });

/** The submit's error, shown at the payment area. */
export const selectSubmitError = (state: RootState) => state.booking.error;
/** What the last failed call of the submit means for the person (domain/submit-outcome); null after a refusal of the app's own check. */
export const selectSubmitFailure = (state: RootState): SubmitFailure | null => {
  const error = state.booking.error;
  return error && error.kind !== 'refused' ? submitFailureOf(error) : null;
};
/** The submit is on its way: a second click does nothing. */
export const selectSubmitSending = (state: RootState) => state.booking.status === 'pending';
