import { useDispatch, useSelector } from 'react-redux';
import type { PaymentDispatch, PaymentRootState } from './payment-store';

/** The payment page's typed hooks (its store is its own, not the booking page's). */
export const usePaymentDispatch = useDispatch.withTypes<PaymentDispatch>();
export const usePaymentSelector = useSelector.withTypes<PaymentRootState>();
