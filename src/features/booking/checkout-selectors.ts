import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { paymentPlan } from '../../domain/deposit';
import { hasFlexError, isFlexOffered, DEFAULT_FLEX_VARIANT } from '../../domain/flex';
import { bookingKind } from '../../domain/on-request';
import { effectivePaymentType } from '../../domain/payment';
import { selectTravel } from '../travel';
import { selectFlexPrice, selectIsBookingRequest, selectIsOnRequest, selectTotals } from './price-selectors';
import { selectToday } from '../../lib/today';
import { selectSchedule } from './booking-fields';
import { selectBooking } from './selectors';

// What steps 2 and 3, the submit and the VVI read: loaded with them, not with step 1's first paint.

/** Deposit, balance and its due date (spec part 2 §9). */
export const selectPaymentPlan = createSelector([selectTotals, selectSchedule, selectToday], (totals, schedule, today) =>
  schedule ? paymentPlan({ tripPrice: totals.tripPrice, insurancePrice: totals.totalInsurancePrice, totalPrice: totals.totalPrice, start: schedule.start, today }) : null);

export const selectBookingKind = createSelector([selectIsOnRequest, selectIsBookingRequest], (onRequest, bookingRequest) => bookingKind({ onRequest, bookingRequest }));

/** A total of zero pays by bill (spec part 1 §4). */
export const selectPaymentType = createSelector([selectTotals, (state: RootState) => state.booking.paymentType], (totals, chosen) => effectivePaymentType(totals.totalPrice, chosen));

/** The flex offer: whether it is offered, its price, and the variant A error (spec part 2 §9, §5). */
export const selectFlexOffer = createSelector(
  [selectBooking, selectTravel, selectIsOnRequest, selectFlexPrice, selectToday],
  (booking, travel, onRequest, price, today) => {
    const offered = isFlexOffered({ start: booking.schedule?.start ?? null, today, onRequest, hasInsurance: booking.insurance !== null, isPartner: travel?.isPartner ?? false, isBroker: travel?.isBroker ?? false });
    return { offered, price, error: hasFlexError({ offered, chosen: booking.flexAnswered ? booking.flexBooking : null, variant: DEFAULT_FLEX_VARIANT }) };
  },
);

/** What the booking payload needs besides language and whitelabel (the VVI and the submit build it). */
export const selectBookingPayloadParts = createSelector(
  [selectBooking, selectTotals, selectPaymentPlan, selectFlexPrice, selectIsOnRequest, selectIsBookingRequest, selectPaymentType],
  (booking, totals, plan, flexPrice, onRequest, bookingRequest, paymentType) => ({ booking, totals, deposit: plan?.deposit ?? totals.totalPrice, flexPrice, onRequest, bookingRequest, paymentType }),
);
