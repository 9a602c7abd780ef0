import { fetchPaymentStatus, payBooking } from '@/api/payment';
import { ApiError } from '@/api/errors';
import { cardSummary, cardTokenRequest, payOutcomeOf } from '@/domain/card-payment';
import { idempotencyKey } from '@/domain/idempotency';
import { paymentFailureOf, type PaymentCategory } from '@/domain/payment-page';
import type { CardInput } from '@/domain/validation/card';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';
import { forgetIssuerTrip, readIssuerTrip, rememberIssuerTrip } from './issuer-return';
import {
  payFailed,
  payUnsettled,
  payRedirected,
  paySent,
  paySucceeded,
  statusFailed,
  statusLoaded,
  statusRequested,
} from './payment-slice';
import { selectPaymentView } from './payment-selectors';
import type { PaymentThunk } from './payment-store';

/**
 * Loads what the page shows of the booking; an unknown booking is told apart from a failed call.
 * Coming back from the issuer's 3-D Secure page, the server's status tells how that payment ended.
 */
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
      const trip = readIssuerTrip(bookingNo, Date.now());
      dispatch(statusLoaded({ status, receivedAt: Date.now(), returned: trip ? { amount: trip.amount } : null }));
      // Back from the issuer the outcome is known: the next try is a new attempt (a new key).
      if (trip) {
        forgetIssuerTrip();
        renewTabSalt();
      }
    } catch (error) {
      if (signal?.aborted) return;
      dispatch(statusFailed({ notFound: error instanceof ApiError && error.status === 404 }));
    }
  };

/**
 * A gift voucher's code and PDF exist once it is paid: after a payment that went through here, the
 * status is asked for again, quietly (the thank-you stays); if that fails, the e-mail has them.
 */
const fetchPaidVoucher =
  (bookingNo: string): PaymentThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    if (!getState().payment.status.data?.giftVoucher) return;
    try {
      const status = await fetchPaymentStatus(api, bookingNo);
      dispatch(statusLoaded({ status, receivedAt: Date.now() }));
    } catch {
      /* the thank-you stands; the voucher is in the e-mail */
    }
  };

/** How a card payment ended for the page: done (paid, or refused with the reason shown), or on its way to the issuer's page. */
export type CardPayResult = { kind: 'done' } | { kind: 'redirect'; url: string };

const DONE: CardPayResult = { kind: 'done' };

/**
 * A pay call that failed without a clear answer (no answer, the server's own fault, a 2xx that
 * cannot be read, a 409 'already paid'): the payment may have been taken.
 */
const isUnsettled = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.kind !== 'http' ||
  error.status === null ||
  error.status === 409 ||
  error.status >= 500;

/**
 * The server's status after a payment that may have gone through: 'paid' is this visit's payment
 * (a new attempt next time); 'unpaid', it did not arrive; 'unknown', the server cannot be asked.
 */
const statusAfterPay =
  (bookingNo: string): PaymentThunk<Promise<'paid' | 'unpaid' | 'unknown'>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const status = await fetchPaymentStatus(api, bookingNo);
      dispatch(statusLoaded({ status, receivedAt: Date.now() }));
      if (!status.paid && status.amountDue > 0) return 'unpaid';
      dispatch(paySucceeded());
      renewTabSalt();
      return 'paid';
    } catch {
      return 'unknown';
    }
  };

/**
 * A failed pay call: when it may have gone through, the server's status says whether the booking
 * is paid now (then it is this visit's payment); when that cannot be asked either (offline, cut
 * off), the payment is unsettled: the page says so and asks again (`askPaymentAgain`), and offers
 * no other payment meanwhile. A settled failure starts a new attempt (a new key next time); an
 * unsettled one keeps the tab's key, so the next try is the same payment to the server.
 */
const payCallFailed =
  (bookingNo: string, error: unknown): PaymentThunk<Promise<void>> =>
  async (dispatch) => {
    if (isUnsettled(error)) {
      const outcome = await dispatch(statusAfterPay(bookingNo));
      if (outcome === 'paid') return;
      if (outcome === 'unknown') {
        dispatch(payUnsettled());
        return;
      }
    } else renewTabSalt();
    dispatch(
      payFailed(
        error instanceof ApiError ? paymentFailureOf({ status: error.status, code: error.message }) : 'general',
      ),
    );
  };

/** An unsettled payment asked for again (the connection is back, the person pressed): its one true outcome. */
export const askPaymentAgain =
  (bookingNo: string): PaymentThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (getState().payment.pay.phase !== 'unsettled') return;
    const outcome = await dispatch(statusAfterPay(bookingNo));
    // Not paid: the payment did not arrive; the next try (the same card) is the same payment to the server.
    if (outcome === 'unpaid') dispatch(payFailed('general'));
  };

/**
 * Pays what is due by card (docs/api/card-payment.md): the card goes to the provider, which
 * answers a single-use token; the token goes to `POST /fapi/booking/pay/{no}/CARD`, which pays or
 * asks for the issuer's 3-D Secure page. A plain thunk on purpose: a createAsyncThunk would put its
 * argument, the card, into every action's meta; the actions carry the amount and the outcome only.
 * The Idempotency-Key is the tab's attempt at paying this amount with this card (its brand, last
 * digits and expiry, never its number): a try after no answer, in this tab or after a reload, is
 * the same payment to the server, whatever new token it carries.
 */
export const payByCard =
  ({
    bookingNo,
    card,
    returnUrl,
  }: {
    bookingNo: string;
    card: CardInput;
    returnUrl: string;
  }): PaymentThunk<Promise<CardPayResult>> =>
  async (dispatch, getState, { api, cardProvider }) => {
    const view = selectPaymentView(getState());
    const request = cardTokenRequest(card);
    if (view.phase !== 'payable' || view.sending || !cardProvider || !request) return DONE;
    const amount = view.amountDue;
    dispatch(paySent({ amount }));
    const tokenized = await cardProvider.tokenize(request);
    if (!tokenized.ok) {
      dispatch(payFailed(tokenized.rejection));
      return DONE;
    }
    const summary = cardSummary(tokenized.token, request);
    const key = idempotencyKey(
      tabSalt(),
      JSON.stringify([bookingNo, 'CARD', amount, request.number.slice(-4), request.expiryMonth, request.expiryYear]),
    );
    try {
      const reply = await payBooking(
        api,
        bookingNo,
        'CARD',
        { amount, token: tokenized.token.token, ...summary, returnUrl },
        { idempotencyKey: key },
      );
      const outcome = payOutcomeOf(reply);
      if (outcome.kind === 'redirect') {
        const target = cardProvider.actionTarget(outcome.url);
        if (target) {
          rememberIssuerTrip({ bookingNo, at: Date.now(), amount, holder: request.holder });
          dispatch(payRedirected());
          return { kind: 'redirect', url: target };
        }
      }
      renewTabSalt();
      if (outcome.kind === 'paid') {
        dispatch(paySucceeded());
        await dispatch(fetchPaidVoucher(bookingNo));
      } else dispatch(payFailed(outcome.kind === 'failed' ? outcome.rejection : 'general'));
    } catch (error) {
      await dispatch(payCallFailed(bookingNo, error));
    }
    return DONE;
  };

/**
 * Pays what is due by instant transfer (spec part 2 §7 'POST /fapi/booking/pay/{booking_no}/
 * {payment_category}'). Answers the address a reply sends the browser to (the bank's page), if any.
 */
export const payByTransfer =
  (bookingNo: string): PaymentThunk<Promise<string | null>> =>
  async (dispatch, getState, { api }) => {
    const view = selectPaymentView(getState());
    if (view.phase !== 'payable' || view.sending) return null;
    dispatch(paySent({ amount: view.amountDue }));
    const body = { amount: view.amountDue };
    const category: PaymentCategory = 'INSTANT_TRANSFER';
    // The same payment sent again (a retry after no answer, a reload) repeats its key: the server
    // charges once. Another amount is another payment.
    const key = idempotencyKey(tabSalt(), JSON.stringify([bookingNo, category, body]));
    try {
      const reply = await payBooking(api, bookingNo, category, body, { idempotencyKey: key });
      const outcome = payOutcomeOf({ ...reply, action: null });
      renewTabSalt();
      if (outcome.kind === 'failed') {
        dispatch(payFailed(outcome.rejection));
        return null;
      }
      dispatch(paySucceeded());
      await dispatch(fetchPaidVoucher(bookingNo));
      return reply.url;
    } catch (error) {
      await dispatch(payCallFailed(bookingNo, error));
      return null;
    }
  };
