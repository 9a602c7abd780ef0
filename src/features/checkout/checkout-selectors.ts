import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { LANGUAGES, type Language } from '@/config/language';
import {
  CONSENT_KEYS,
  consentSet,
  missingConsents,
  termsLinks,
  termsProvider,
  type ConsentKey,
} from '@/domain/consents';
import { canPayThrough } from '@/domain/card-payment';
import { hasFlexError, isFlexOffered } from '@/domain/flex';
import type { FlexVariant } from '@/domain/flex-variant';
import { isInsuranceCountry } from '@/domain/insurance';
import { bookingKind } from '@/domain/on-request';
import {
  effectivePaymentMethod,
  effectivePaymentType,
  isPaymentMissing,
  paymentMethodsOffered,
  paymentTypeOf,
} from '@/domain/payment';
import { isInsuranceChoiceMissing } from '@/domain/submit';
import { voucherMessage } from '@/domain/voucher';
import { selectTravel } from '@/features/travel';
import {
  selectFlexPrice,
  selectIsBookingRequest,
  selectIsOnRequest,
  selectRequestReasons,
  selectTotals,
} from '@/features/pricing';
import { selectToday } from '@/lib/today';
import {
  selectFlexBooking,
  selectInsurance,
  selectInsuranceOptOutHidden,
  selectSelectedDate,
  selectTravelAgency,
  selectVoucher,
} from '@/features/choices';

// What steps 2 and 3, the submit and the VVI read: loaded with them, not with step 1's first paint.

/** The analytics kind, derived from the reasons (spec part 1 §4: W, OA or B). */
export const selectBookingKind = createSelector([selectRequestReasons], bookingKind);

const selectIsAgency = (state: RootState) => selectTravelAgency(state) !== null;

/**
 * A card payment provider is configured that the page can reach (docs/api/card-payment.md): without
 * one no card is offered. Worked out here, where step 3 needs it, not on the first page.
 */
const selectCanPayByCard = createSelector(
  [(state: RootState) => state.settings.cardEndpoint, (state: RootState) => state.settings.pagePolicy],
  canPayThrough,
);

/**
 * The ways to pay offered now (spec part 2 §6, §9): none for agencies and requests, the invoice at
 * zero, the cards only with a card payment provider.
 */
export const selectPaymentMethods = createSelector(
  [
    selectIsAgency,
    selectIsOnRequest,
    selectIsBookingRequest,
    (state: RootState) => selectTotals(state).totalPrice,
    selectCanPayByCard,
  ],
  (isAgency, onRequest, bookingRequest, totalPrice, canPayByCard) =>
    paymentMethodsOffered({ canPay: !isAgency, onRequest, bookingRequest, totalPrice, canPayByCard }),
);
/**
 * The customer pays this booking (a way to pay is offered and something is to pay): then the
 * insolvency protection is named beside the submit. Not for an agency, a request or a total of zero.
 */
export const selectIsPaidByCustomer = createSelector(
  [selectPaymentMethods, (state: RootState) => selectTotals(state).totalPrice],
  (methods, totalPrice) => methods.length > 0 && totalPrice > 0,
);
/** The method that goes with the booking (the invoice when it is the only one). */
export const selectPaymentMethod = createSelector(
  [selectPaymentMethods, (state: RootState) => state.booking.checkout.paymentMethod],
  effectivePaymentMethod,
);
export const selectPaymentMissing = createSelector(
  [selectPaymentMethods, (state: RootState) => state.booking.checkout.paymentMethod],
  isPaymentMissing,
);

/** The booking's payment type: the chosen method's, BILL at a total of zero (spec part 1 §4). */
export const selectPaymentType = createSelector([selectTotals, selectPaymentMethod], (totals, method) =>
  effectivePaymentType(totals.totalPrice, method ? paymentTypeOf(method) : null),
);

const selectHasInsurance = (state: RootState) => state.booking.insurance.chosen !== null;
const selectIsPartner = (state: RootState) => selectTravel(state)?.isPartner ?? false;
const selectIsBroker = (state: RootState) => selectTravel(state)?.isBroker ?? false;
const selectFlexAnswered = (state: RootState) => state.booking.checkout.flexAnswered;

/** The flex offer: whether it is offered, its price, and the variant A error (spec part 2 §9, §5). */
export const selectFlexOffer = createSelector(
  [
    selectSelectedDate,
    selectHasInsurance,
    selectIsPartner,
    selectIsBroker,
    selectIsOnRequest,
    selectFlexPrice,
    selectToday,
    selectFlexBooking,
    selectFlexAnswered,
    (_state: RootState, variant: FlexVariant) => variant,
  ],
  (start, hasInsurance, isPartner, isBroker, onRequest, price, today, chosen, answered, variant) => {
    const offered = isFlexOffered({ start, today, onRequest, hasInsurance, isPartner, isBroker });
    return {
      offered,
      price,
      variant,
      chosen,
      answered,
      error: hasFlexError({ offered, chosen: answered ? chosen : null, variant }),
    };
  },
);

/** The insurance offers as loaded with step 2 (read by type: the family joins the store later). */
const selectOffers = (state: RootState) => state.insurance?.data;
const selectOffersExist = (state: RootState) =>
  isInsuranceCountry(state.booking.travellers.user.country) && (selectOffers(state)?.length ?? 0) > 0;

/** The chosen insurance is an annual policy; unknown (offers not loaded) counts as not. */
const selectInsuranceAnnual = createSelector(
  [selectInsurance, selectOffers],
  (insurance, offers) =>
    insurance !== null && (offers ?? []).some((offer) => offer.id === insurance.code && offer.year),
);

/** 'Bitte wähle deinen Versicherungsschutz aus.' (spec part 2 §8): offers exist and neither one nor none was chosen. */
export const selectInsuranceChoiceMissing = (state: RootState) =>
  isInsuranceChoiceMissing({
    offersExist: selectOffersExist(state),
    chosen: state.booking.insurance.chosen !== null,
    declined: state.booking.insurance.declined,
    isAgency: selectIsAgency(state),
    optOutHidden: selectInsuranceOptOutHidden(state),
  });

/** The boxes step 3 shows for this person and booking (spec part 2 §5 'Step 3', §6). */
export const selectConsentSet = createSelector(
  [selectIsAgency, selectInsurance, selectInsuranceAnnual],
  (isAgency, insurance, insuranceAnnual) => consentSet({ isAgency, hasInsurance: insurance !== null, insuranceAnnual }),
);

/** The boxes' values, one input per box: typing elsewhere leaves them, and the consents, as they are. */
export const selectConsentValues = createSelector(
  // The insurance terms are the insurance's (accepted through the pre-contract); the rest are the checkout's boxes.
  CONSENT_KEYS.map(
    (key) => (state: RootState) =>
      key === 'insuranceAGB' ? state.booking.insurance.termsAccepted : state.booking.checkout[key],
  ),
  (...ticks: boolean[]): Partial<Record<ConsentKey, boolean>> =>
    Object.fromEntries(CONSENT_KEYS.map((key, i) => [key, ticks[i]])),
);

/** The required boxes not ticked yet. */
export const selectMissingConsents = createSelector([selectConsentSet, selectConsentValues], missingConsents);

/** Whose terms apply and their links in the page language (spec part 2 §2, §6). */
export const selectTermsLinks = createSelector(
  [selectTravel, (_state: RootState, language: Language) => language],
  (travel, language) => {
    const provider = termsProvider({
      isBroker: travel?.isBroker ?? false,
      isTui: travel?.isTui ?? false,
      isOceanWide: travel?.isOceanWide ?? false,
    });
    return {
      provider,
      brokerName: travel?.brokerName ?? null,
      ...termsLinks({
        own: LANGUAGES[language],
        provider,
        terms: travel?.terms ?? null,
        gdprUrl: travel?.gdprUrl ?? null,
      }),
    };
  },
);

/** What the voucher box says once a voucher is applied (spec part 2 §8). */
export const selectVoucherMessage = createSelector([selectVoucher, selectTotals], (voucher, totals) =>
  voucher
    ? voucherMessage({
        reduction: voucher.reduction,
        percentage: voucher.percentage,
        totalPriceWithoutVoucher: totals.totalPriceWithoutVoucher,
      })
    : null,
);

/** Digital travel documents (spec part 1 §3 'rula', default yes). */
export const selectRula = (state: RootState) => state.booking.checkout.rula;
