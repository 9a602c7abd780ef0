// The booking as a whole: the one persisted booking composed from the concerns, the steps, the
// payload, the stored booking's reconcile, the submit and the VVI.

export type { BookingNotice } from './booking-core';
export { bookingLoaded, bookingReconciled, bookingReducer, noticesCleared } from './booking-slice';
export {
  BOOKING_PARTS,
  createEmptyBooking,
  type BookingChoices,
  type BookingParts,
  type BookingState,
} from './booking-state';
export { datesOnce, entryOf, onceEach, seenChoicesOnly, seenPartyOnly, type LastSeen } from './last-seen';
export { selectOpenRefusals } from './booking-submit-check';
export { bookingSubmit, hasUnansweredSubmit } from './booking-submit';
export {
  bookingNoticesPart,
  loadOffer,
  loadReconcile,
  offerPrintPart,
  shareOfferPart,
  vviDownloadPart,
  vviFormPart,
} from './parts';
export { selectSubmitError, selectSubmitFailure, selectSubmitSending, selectTrackedBooking } from './payload-selectors';
export { selectOverviewFlags, selectStepAvailability, selectStepOneBlockers } from './step-selectors';
export { selectVvi } from './vvi-selectors';
export { takenBackMiddleware, takenBackReducer, type TakenBackState } from './taken-back';
export { SubmitErrorNotice } from './components/SubmitErrorNotice';
export { RequestReasons } from './components/RequestReasons';
export { TakenBackNotice } from './components/TakenBackNotice';
export { useChoiceOnArrival, useGoToChoice, type ChoicePlace } from './components/choice-target';
export { selectPricesRenewedSince, selectPricesStale } from './price-freshness';
