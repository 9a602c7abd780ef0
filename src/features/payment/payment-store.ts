import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '@/api/client';
import type { CardProvider } from './card-provider';
import { initialPaymentState, paymentSlice } from './payment-slice';

/**
 * The payment page's own store (its own entry): only the payment family, no booking. The card
 * payment provider, when the page configuration names one, is the thunks' to call; the state only
 * knows that cards are offered.
 */
export function makePaymentStore(
  api: ApiClient,
  { cardProvider = null, watch = [] }: { cardProvider?: CardProvider | null; watch?: Middleware[] } = {},
) {
  return configureStore({
    reducer: { payment: paymentSlice.reducer },
    preloadedState: { payment: { ...initialPaymentState, canPayByCard: cardProvider !== null } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, cardProvider } } }).concat(watch),
  });
}

type PaymentStore = ReturnType<typeof makePaymentStore>;
export type PaymentRootState = ReturnType<PaymentStore['getState']>;
export type PaymentDispatch = PaymentStore['dispatch'];
export type PaymentThunk<R = void> = ThunkAction<
  R,
  PaymentRootState,
  { api: ApiClient; cardProvider: CardProvider | null },
  UnknownAction
>;
