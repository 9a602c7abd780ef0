import type { RootState } from '@/app/store';
import type { BookingRequest } from '@/api/schemas/booking-request';
import { isFareExpired } from '@/domain/fare-validity';
import { submitRefusals, type SubmitRefusal } from '@/domain/submit';
import type { BookingPayload } from './booking-payload';
import type { FlexVariant } from '@/domain/flex-variant';
import { selectBookingPayload } from './payload-selectors';
import {
  selectFlexOffer,
  selectInsuranceChoiceMissing,
  selectMissingConsents,
  selectPaymentMissing,
  selectVoucherOutdated,
} from '@/features/checkout';
import { selectStepOneBlockers, selectIsUserChosen } from './step-selectors';
import { selectCatalogueLoading } from './price-freshness';
import { selectStepTwoValid } from '@/features/travellers';
import { selectInsuranceOffersFailed, selectInsuranceOffersOutdated } from '@/features/insurance';

/** Why the submit would refuse the booking now (spec part 1 §4, part 2 §4, §5); empty when it may be sent. */
const NO_REFUSALS: SubmitRefusal[] = [];

/** What a refused submit still lacks now (what the person fixed since leaves the list); none after any other outcome. */
export function selectOpenRefusals(state: RootState, facts: { now: Date; flexVariant: FlexVariant }): SubmitRefusal[] {
  return state.booking.error?.kind === 'refused' ? selectSubmitRefusals(state, facts) : NO_REFUSALS;
}

export function selectSubmitRefusals(
  state: RootState,
  { now, flexVariant }: { now: Date; flexVariant: FlexVariant },
): SubmitRefusal[] {
  const { booking } = state;
  return submitRefusals({
    catalogueLoading:
      selectCatalogueLoading(state) || selectInsuranceOffersOutdated(state) || selectVoucherOutdated(state),
    stepOneBlockers: selectStepOneBlockers(state).blockers,
    userChosen: selectIsUserChosen(state),
    stepTwoValid: selectStepTwoValid(state) && booking.travellers.stepTwoComplete,
    insuranceChoiceMissing: selectInsuranceChoiceMissing(state),
    insuranceUnconfirmed: selectInsuranceOffersFailed(state),
    missingConsents: selectMissingConsents(state),
    paymentMissing: selectPaymentMissing(state),
    flexError: selectFlexOffer(state, flexVariant).error,
    fareExpired:
      booking.arrival.flightData.fare !== null && isFareExpired(booking.arrival.flightData.fareValidUntil, now),
  });
}

/** The payload to send, or every reason the booking may not be sent. */
export function checkedBookingPayload(
  state: RootState,
  {
    language,
    whitelabel,
    now,
    flexVariant,
  }: { language: BookingRequest['language']; whitelabel: string | null; now: Date; flexVariant: FlexVariant },
): { payload: BookingPayload } | { refusals: SubmitRefusal[] } {
  const refusals = selectSubmitRefusals(state, { now, flexVariant });
  if (refusals.length > 0) return { refusals };
  return { payload: selectBookingPayload(state, { language, whitelabel }) };
}
