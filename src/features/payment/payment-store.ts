import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '@/api/client';
import { paymentSlice } from './payment-slice';

/** The payment page's own store (its own entry): only the payment family, no booking. */
export function makePaymentStore(api: ApiClient) {
  return configureStore({
    reducer: { payment: paymentSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }),
  });
}

type PaymentStore = ReturnType<typeof makePaymentStore>;
export type PaymentRootState = ReturnType<PaymentStore['getState']>;
export type PaymentDispatch = PaymentStore['dispatch'];
export type PaymentThunk<R = void> = ThunkAction<R, PaymentRootState, { api: ApiClient }, UnknownAction>;
