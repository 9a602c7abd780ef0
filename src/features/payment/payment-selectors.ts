import { createSelector } from '@reduxjs/toolkit';
import {
  balanceDue,
  deadlineTime,
  paymentPhase,
  preselectedCategory,
  salutationOf,
  type PaymentCategory,
  type PaymentPhase,
} from '@/domain/payment-page';
import type { PaymentRootState } from './payment-store';

const selectPayment = (state: PaymentRootState) => state.payment;

interface PaymentView {
  loading: boolean;
  failed: boolean;
  notFound: boolean;
  tourTitle: string | null;
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
  sending: boolean;
  failure: 'declined' | 'general' | null;
  /** What this visit paid (for the thank-you). */
  paidAmount: number | null;
  /** The way to pay the page starts with: the one chosen with the booking. */
  preselected: PaymentCategory;
}

/**
 * Everything the page shows. The phase is read at the moment the status arrived and changes with
 * the countdown's finish event, not with the clock on every render.
 */
export const selectPaymentView = createSelector([selectPayment], ({ status, pay, deadlineReached }): PaymentView => {
  const data = status.data;
  const base = data ? paymentPhase(data, status.receivedAt) : 'payable';
  const phase: PaymentView['phase'] =
    pay.phase === 'succeeded' ? 'succeeded' : base === 'payable' && deadlineReached ? 'expired' : base;
  return {
    loading: status.phase === 'idle' || status.phase === 'pending',
    failed: status.phase === 'failed',
    notFound: status.notFound,
    tourTitle: data?.tourTitle ?? null,
    departureDate: data?.departureDate ?? null,
    balanceDue: balanceDue(data?.departureDate ?? null, phase, status.receivedAt),
    salutation: salutationOf(data?.customer ?? null),
    amountDue: data?.amountDue ?? 0,
    overdue: data?.overdue ?? false,
    phase,
    deadline: phase === 'payable' ? deadlineTime(data?.deadline ?? null) : null,
    sending: pay.phase === 'sending',
    failure: pay.phase === 'failed' ? pay.failure : null,
    paidAmount: pay.phase === 'succeeded' ? pay.amount : null,
    preselected: preselectedCategory(data?.paymentMethod ?? null),
  };
});
