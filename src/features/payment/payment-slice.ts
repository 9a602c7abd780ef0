import { createSlice } from '@reduxjs/toolkit';
import type { PaymentStatus } from '@/api/schemas/payment';
import type { PaymentFailure } from '@/domain/payment-page';

/**
 * The payment page's family: the booking's payment status (request/success/error) and the payment
 * itself. Card data never comes here: the pay thunk passes it straight to the call.
 */
interface PaymentState {
  status: {
    data: PaymentStatus | null;
    phase: 'idle' | 'pending' | 'succeeded' | 'failed';
    notFound: boolean;
    /** When it arrived (ms): the page's 'now' for its phase. */ receivedAt: number;
  };
  pay: { phase: 'idle' | 'sending' | 'succeeded' | 'failed'; failure: PaymentFailure | null; amount: number | null };
  /** The countdown reached the payment deadline while the page was open. */
  deadlineReached: boolean;
}

const initialState: PaymentState = {
  status: { data: null, phase: 'idle', notFound: false, receivedAt: 0 },
  pay: { phase: 'idle', failure: null, amount: null },
  deadlineReached: false,
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    statusRequested: (state) => {
      state.status.phase = 'pending';
      state.status.notFound = false;
    },
    statusLoaded: (state, action: { payload: { status: PaymentStatus; receivedAt: number } }) => {
      state.status = {
        data: action.payload.status,
        phase: 'succeeded',
        notFound: false,
        receivedAt: action.payload.receivedAt,
      };
    },
    statusFailed: (state, action: { payload: { notFound: boolean } }) => {
      state.status = { data: null, phase: 'failed', notFound: action.payload.notFound, receivedAt: 0 };
    },
    paySent: (state, action: { payload: { amount: number } }) => {
      state.pay = { phase: 'sending', failure: null, amount: action.payload.amount };
    },
    paySucceeded: (state) => {
      state.pay.phase = 'succeeded';
      state.pay.failure = null;
    },
    payFailed: (state, action: { payload: PaymentFailure }) => {
      state.pay.phase = 'failed';
      state.pay.failure = action.payload;
    },
    deadlineReached: (state) => {
      state.deadlineReached = true;
    },
  },
});

export const { statusRequested, statusLoaded, statusFailed, paySent, paySucceeded, payFailed, deadlineReached } =
  paymentSlice.actions;
