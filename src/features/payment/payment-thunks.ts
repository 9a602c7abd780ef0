import { fetchPaymentStatus, payBooking, type CardPayment } from '@/api/payment';
import { ApiError } from '@/api/errors';
import { idempotencyKey } from '@/domain/idempotency';
import { paymentFailureOf, type PaymentCategory } from '@/domain/payment-page';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';
import { payFailed, paySent, paySucceeded, statusFailed, statusLoaded, statusRequested } from './payment-slice';
import { selectPaymentView } from './payment-selectors';
import type { PaymentThunk } from './payment-store';

/** Loads what the page shows of the booking; an unknown booking is told apart from a failed call. */
export const loadPaymentStatus =
  (bookingNo: string, signal?: AbortSignal): PaymentThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(statusRequested());
    // An address without a (valid) number asks the server nothing.
    if (bookingNo === '') {
      dispatch(statusFailed({ notFound: true }));
      return;
    }
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
export const payBalance =
  (bookingNo: string, category: PaymentCategory, card?: CardPayment): PaymentThunk<Promise<string | null>> =>
  async (dispatch, getState, { api }) => {
    const view = selectPaymentView(getState());
    if (view.phase !== 'payable' || view.sending) return null;
    dispatch(paySent({ amount: view.amountDue }));
    const body = card ? { amount: view.amountDue, card } : { amount: view.amountDue };
    // The same payment sent again (a retry after no answer, a reload) repeats its key: the server
    // charges once. Another card or amount is another payment.
    const key = idempotencyKey(tabSalt(), JSON.stringify([bookingNo, category, body]));
    try {
      const reply = await payBooking(api, bookingNo, category, body, { idempotencyKey: key });
      if (!reply.paid) {
        dispatch(payFailed(paymentFailureOf({ status: 200, code: reply.status })));
        return null;
      }
      dispatch(paySucceeded());
      renewTabSalt();
      return reply.url;
    } catch (error) {
      dispatch(
        payFailed(
          paymentFailureOf(
            error instanceof ApiError ? { status: error.status, code: error.message } : { status: null },
          ),
        ),
      );
      return null;
    }
  };
