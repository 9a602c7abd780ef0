import { fetchPaymentStatus, payBooking, type CardPayment } from '../../api/payment';
import { ApiError } from '../../api/errors';
import { paymentFailureOf, type PaymentCategory } from '../../domain/payment-page';
import { payFailed, paySent, paySucceeded, statusFailed, statusLoaded, statusRequested } from './payment-slice';
import { selectPaymentView } from './payment-selectors';
import type { PaymentThunk } from './payment-store';

/** Loads what the page shows of the booking; an unknown booking is told apart from a failed call. */
export const loadPaymentStatus = (bookingNo: string, signal?: AbortSignal): PaymentThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(statusRequested());
    try {
      const status = await fetchPaymentStatus(api, bookingNo, { signal });
      dispatch(statusLoaded({ status, receivedAt: Date.now() }));
    } catch (error) {
      if (signal?.aborted) return;
      dispatch(statusFailed({ notFound: error instanceof ApiError && error.status === 404 }));
    }
  };

/**
 * Pays what is due (spec part 2 §7 'POST /fapi/booking/pay/{booking_no}/{payment_category}'). A
 * plain thunk on purpose: a createAsyncThunk would put its argument, the card, into every action's
 * meta. The actions carry the amount and the outcome only. Answers the address a reply sends the
 * browser to (an instant transfer's bank page), if any.
 */
export const payBalance = (bookingNo: string, category: PaymentCategory, card?: CardPayment): PaymentThunk<Promise<string | null>> =>
  async (dispatch, getState, { api }) => {
    const view = selectPaymentView(getState());
    if (view.phase !== 'payable' || view.sending) return null;
    dispatch(paySent({ amount: view.amountDue }));
    try {
      const reply = await payBooking(api, bookingNo, category, card ? { amount: view.amountDue, card } : { amount: view.amountDue });
      if (!reply.paid) {
        dispatch(payFailed(paymentFailureOf({ status: 200, code: reply.status })));
        return null;
      }
      dispatch(paySucceeded());
      return reply.url;
    } catch (error) {
      dispatch(payFailed(paymentFailureOf(error instanceof ApiError ? { status: error.status, code: error.message } : { status: null })));
      return null;
    }
  };
