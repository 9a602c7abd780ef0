import { createSlice } from '@reduxjs/toolkit';
import type { PaymentStatus } from '@/api/schemas/payment';
import type { PaymentFailure } from '@/domain/payment-page';

/**
 * The payment page's family: the booking's payment status (request/success/error) and the payment
 * itself. Card data never comes here, nor the provider's token: the pay thunk passes the card
 * straight to the provider and the token straight to the call.
 */
export interface PaymentState {
  status: {
    data: PaymentStatus | null;
    phase: 'idle' | 'pending' | 'succeeded' | 'failed';
    notFound: boolean;
    /** When it arrived (ms): the page's 'now' for its phase. */ receivedAt: number;
  };
  pay: {
    /**
     * 'redirecting': the issuer's 3-D Secure page is loading in this tab. 'unsettled': a payment
     * went without an answer and the server could not be asked since: it may have been taken.
     */
    phase: 'idle' | 'sending' | 'redirecting' | 'succeeded' | 'failed' | 'unsettled';
    failure: PaymentFailure | null;
    amount: number | null;
    /** Counts the failures, so the page tells a new one from the one already shown. */
    failures: number;
  };
  /** The countdown reached the payment deadline while the page was open. */
  deadlineReached: boolean;
  /** A card payment provider is configured: the page offers the card (docs/api/card-payment.md). */
  canPayByCard: boolean;
}

export const initialPaymentState: PaymentState = {
  status: { data: null, phase: 'idle', notFound: false, receivedAt: 0 },
  pay: { phase: 'idle', failure: null, amount: null, failures: 0 },
  deadlineReached: false,
  canPayByCard: false,
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    statusRequested: (state) => {
      state.status.phase = 'pending';
      state.status.notFound = false;
      // Shown again (the back button from the issuer's page): the page is not on its way any more.
      if (state.pay.phase === 'redirecting') state.pay = { ...initialPaymentState.pay, failures: state.pay.failures };
    },
    /**
     * The status, and when the page comes back from the issuer's page (`returned`), the outcome
     * of that payment as the server tells it: paid is this visit's thank-you, anything else the
     * spec's declined-or-cancelled error with the card form for another try.
     */
    statusLoaded: (
      state,
      action: { payload: { status: PaymentStatus; receivedAt: number; returned?: { amount: number } | null } },
    ) => {
      const { status, receivedAt, returned } = action.payload;
      state.status = { data: status, phase: 'succeeded', notFound: false, receivedAt };
      if (!returned) return;
      state.pay =
        status.paid || status.amountDue <= 0
          ? { phase: 'succeeded', failure: null, amount: returned.amount, failures: state.pay.failures }
          : { phase: 'failed', failure: 'declined', amount: returned.amount, failures: state.pay.failures + 1 };
    },
    statusFailed: (state, action: { payload: { notFound: boolean } }) => {
      state.status = { data: null, phase: 'failed', notFound: action.payload.notFound, receivedAt: 0 };
    },
    paySent: (state, action: { payload: { amount: number } }) => {
      state.pay = { phase: 'sending', failure: null, amount: action.payload.amount, failures: state.pay.failures };
    },
    payRedirected: (state) => {
      state.pay.phase = 'redirecting';
    },
    paySucceeded: (state) => {
      state.pay.phase = 'succeeded';
      state.pay.failure = null;
    },
    payFailed: (state, action: { payload: PaymentFailure }) => {
      state.pay.phase = 'failed';
      state.pay.failure = action.payload;
      state.pay.failures += 1;
    },
    payUnsettled: (state) => {
      state.pay.phase = 'unsettled';
      state.pay.failure = null;
    },
    deadlineReached: (state) => {
      state.deadlineReached = true;
    },
  },
});

export const {
  statusRequested,
  statusLoaded,
  statusFailed,
  paySent,
  payRedirected,
  paySucceeded,
  payFailed,
  payUnsettled,
  deadlineReached,
} = paymentSlice.actions;
