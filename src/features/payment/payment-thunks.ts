import { fetchPaymentStatus, payBooking, type TokenPayment } from '@/api/payment';
import { ApiError } from '@/api/errors';
import { cardSummary, cardTokenRequest, payOutcomeOf } from '@/domain/card-payment';
import { idempotencyKey } from '@/domain/idempotency';
import { paymentFailureOf } from '@/domain/payment-page';
import { cardBrand, type CardInput } from '@/domain/validation/card';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';
import { forgetIssuerTrip, readIssuerTrip, rememberIssuerTrip } from './issuer-return';
import {
  payFailed,
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
      if (trip) forgetIssuerTrip();
    } catch (error) {
      if (signal?.aborted) return;
      dispatch(statusFailed({ notFound: error instanceof ApiError && error.status === 404 }));
    }
  };

/** A card payment sent to /fapi: its token (used once) and Idempotency-Key. */
export interface CardAttempt extends Omit<TokenPayment, 'returnUrl'> {
  key: string;
}

/**
 * How a card payment ended for the page: done (paid, or refused with the reason shown), on its
 * way to the issuer's page, or without an answer (it may have gone through: the same attempt is
 * to be sent again, so the server takes it once).
 */
export type CardPayResult =
  { kind: 'done' } | { kind: 'redirect'; url: string } | { kind: 'unsettled'; attempt: CardAttempt };

const DONE: CardPayResult = { kind: 'done' };

/** No answer, or the server's own fault: the payment may have been taken. */
const isUnsettled = (error: unknown) =>
  !(error instanceof ApiError) || error.kind !== 'http' || error.status === null || error.status >= 500;

/**
 * Pays what is due by card (docs/api/card-payment.md): the card goes to the provider, which
 * answers a single-use token; the token goes to `POST /fapi/booking/pay/{no}/CARD`, which pays or
 * asks for the issuer's 3-D Secure page. A plain thunk on purpose: a createAsyncThunk would put its
 * argument, the card, into every action's meta; the actions carry the amount and the outcome only.
 * `earlier` is an attempt that got no answer, sent again with its token and key for the same card.
 */
export const payByCard =
  ({
    bookingNo,
    card,
    earlier,
    returnUrl,
  }: {
    bookingNo: string;
    card: CardInput;
    earlier: CardAttempt | null;
    returnUrl: string;
  }): PaymentThunk<Promise<CardPayResult>> =>
  async (dispatch, getState, { api, cardProvider }) => {
    const view = selectPaymentView(getState());
    const request = cardTokenRequest(card);
    if (view.phase !== 'payable' || view.sending || !cardProvider || !request) return DONE;
    const amount = view.amountDue;
    dispatch(paySent({ amount }));
    let attempt = earlier;
    if (!attempt) {
      const tokenized = await cardProvider.tokenize(request);
      if (!tokenized.ok) {
        dispatch(payFailed(tokenized.rejection));
        return DONE;
      }
      const { token } = tokenized.token;
      // One key per token: the same token sent again is the same payment; a new token a new one.
      const key = idempotencyKey(tabSalt(), JSON.stringify([bookingNo, 'CARD', amount, token]));
      attempt = { token, ...cardSummary(tokenized.token, request, cardBrand(card.number)), key };
    }
    const { key, ...payment } = attempt;
    try {
      const reply = await payBooking(
        api,
        bookingNo,
        'CARD',
        { amount, ...payment, returnUrl },
        { idempotencyKey: key },
      );
      const outcome = payOutcomeOf(reply);
      if (outcome.kind === 'paid') {
        dispatch(paySucceeded());
        renewTabSalt();
        return DONE;
      }
      if (outcome.kind === 'failed') {
        dispatch(payFailed(outcome.rejection));
        return DONE;
      }
      const target = cardProvider.actionTarget(outcome.url);
      if (!target) {
        dispatch(payFailed('general'));
        return DONE;
      }
      rememberIssuerTrip({ bookingNo, at: Date.now(), amount, holder: request.holder });
      dispatch(payRedirected());
      return { kind: 'redirect', url: target };
    } catch (error) {
      dispatch(
        payFailed(
          error instanceof ApiError ? paymentFailureOf({ status: error.status, code: error.message }) : 'general',
        ),
      );
      return isUnsettled(error) ? { kind: 'unsettled', attempt } : DONE;
    }
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
    // The same payment sent again (a retry after no answer, a reload) repeats its key: the server
    // charges once. Another amount is another payment.
    const key = idempotencyKey(tabSalt(), JSON.stringify([bookingNo, 'INSTANT_TRANSFER', body]));
    try {
      const reply = await payBooking(api, bookingNo, 'INSTANT_TRANSFER', body, { idempotencyKey: key });
      const outcome = payOutcomeOf({ ...reply, action: null });
      if (outcome.kind === 'failed') {
        dispatch(payFailed(outcome.rejection));
        return null;
      }
      dispatch(paySucceeded());
      renewTabSalt();
      return reply.url;
    } catch (error) {
      dispatch(
        payFailed(
          error instanceof ApiError ? paymentFailureOf({ status: error.status, code: error.message }) : 'general',
        ),
      );
      return null;
    }
  };
