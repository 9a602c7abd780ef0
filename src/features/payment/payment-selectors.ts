import { createSelector } from '@reduxjs/toolkit';
import {
  balanceDue,
  deadlineTime,
  paymentCategoriesOffered,
  paymentPhase,
  preselectedCategory,
  type PaymentFailure,
  salutationOf,
  type PaymentCategory,
  type PaymentPhase,
} from '@/domain/payment-page';
import type { TripImage } from '@/api/schemas';
import type { PaymentStatus } from '@/api/schemas/payment';
import { isFieldRejection } from '@/domain/card-payment';
import type { PaymentRootState } from './payment-store';

const selectPayment = (state: PaymentRootState) => state.payment;

interface PaymentView {
  loading: boolean;
  failed: boolean;
  notFound: boolean;
  tourTitle: string | null;
  image: TripImage | null;
  departureDate: string | null;
  /** When the rest is due, while something is still to pay; `ahead` while that day is still to come. */
  balanceDue: ReturnType<typeof balanceDue>;
  salutation: ReturnType<typeof salutationOf>;
  amountDue: number;
  overdue: boolean;
  /** What the page offers; 'succeeded' once this visit paid. */
  phase: PaymentPhase | 'succeeded';
  /** The countdown's target (ms), while paying is offered. */
  deadline: number | null;
  /** A payment is on its way (or the issuer's page is loading): nothing can be sent again. */
  sending: boolean;
  /** The issuer's 3-D Secure page is loading in this tab. */
  redirecting: boolean;
  /** A payment went without an answer and the server could not be asked since: no other payment is offered. */
  unsettled: boolean;
  failure: PaymentFailure | null;
  /** The spec's message above the form ('declined', 'general'); a field's refusal shows at its field instead. */
  failureMessage: 'declined' | 'general' | null;
  /** Counts the failures, so a new one is told from the one shown. */
  failures: number;
  /** What this visit paid (for the thank-you). */
  paidAmount: number | null;
  /** The ways to pay offered: the card only with a card payment provider. */
  categories: PaymentCategory[];
  /** The way to pay the page starts with: the one chosen with the booking, when offered. */
  preselected: PaymentCategory;
  /** The order is a gift voucher: what it is, and once paid its code and PDF. */
  giftVoucher: PaymentStatus['giftVoucher'];
}

/**
 * Everything the page shows. The phase is read at the moment the status arrived and changes with
 * the countdown's finish event, not with the clock on every render.
 */
export const selectPaymentView = createSelector(
  [selectPayment],
  ({ status, pay, deadlineReached, canPayByCard }): PaymentView => {
    const data = status.data;
    const categories = paymentCategoriesOffered(canPayByCard);
    const base = data ? paymentPhase(data, status.receivedAt) : 'payable';
    const phase: PaymentView['phase'] =
      pay.phase === 'succeeded' ? 'succeeded' : base === 'payable' && deadlineReached ? 'expired' : base;
    return {
      loading: status.phase === 'idle' || status.phase === 'pending',
      failed: status.phase === 'failed',
      notFound: status.notFound,
      tourTitle: data?.tourTitle ?? null,
      image: data?.image ?? null,
      departureDate: data?.departureDate ?? null,
      balanceDue: balanceDue(data?.departureDate ?? null, phase, {
        now: status.receivedAt,
        overdue: data?.overdue ?? false,
      }),
      salutation: salutationOf(data?.customer ?? null),
      amountDue: data?.amountDue ?? 0,
      overdue: data?.overdue ?? false,
      phase,
      deadline: phase === 'payable' ? deadlineTime(data?.deadline ?? null) : null,
      sending: pay.phase === 'sending' || pay.phase === 'redirecting',
      redirecting: pay.phase === 'redirecting',
      unsettled: pay.phase === 'unsettled',
      failure: pay.phase === 'failed' ? pay.failure : null,
      failureMessage: pay.phase === 'failed' && !isFieldRejection(pay.failure) ? pay.failure : null,
      failures: pay.failures,
      paidAmount: pay.phase === 'succeeded' ? pay.amount : null,
      categories,
      preselected: preselectedCategory(data?.paymentMethod ?? null, categories),
      giftVoucher: data?.giftVoucher ?? null,
    };
  },
);
