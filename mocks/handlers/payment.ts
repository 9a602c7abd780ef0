import { http, HttpResponse } from 'msw';
import { mockTexts } from '../texts';
import { bookingNoOfPage } from '../../src/config/paths';
import { cancelCharge, chargeCard, chargeState } from '../db/card-charges';
import type { MockDatabase } from '../db/database';
import { inLanguage } from '../db/content-languages';
import { paymentAccount } from '../db/payments';
import { api, languageOf, readJson, route } from './respond';

/** Fields that would carry a card: the server refuses them (the card goes to the provider alone). */
const CARD_DATA = ['card', 'number', 'cvc', 'cardNumber', 'securityCode'];

function markPaid(db: MockDatabase, bookingNo: string, key: string | null) {
  db.state.paidBookings = [...(db.state.paidBookings ?? []), bookingNo];
  if (key) db.state.paymentKeys = { ...db.state.paymentKeys, [bookingNo]: key };
  const { [bookingNo]: _settled, ...rest } = db.state.pendingCharges ?? {};
  db.state.pendingCharges = rest;
  db.save();
}

/**
 * A card payment waiting for the issuer: asks the provider how it stands and takes it when paid
 * (the operator's server does this before it answers the page that comes back from the issuer).
 */
async function settlePending(
  db: MockDatabase,
  bookingNo: string,
): Promise<'paid' | 'open' | 'ended' | 'unknown' | null> {
  const pending = db.state.pendingCharges?.[bookingNo];
  if (!pending) return null;
  const state = await chargeState(pending.chargeId);
  if (state === null) return 'unknown';
  if (state === 'succeeded') {
    markPaid(db, bookingNo, pending.key);
    return 'paid';
  }
  if (state === 'requires_action') return 'open';
  const { [bookingNo]: _ended, ...rest } = db.state.pendingCharges ?? {};
  db.state.pendingCharges = rest;
  db.save();
  return 'ended';
}

/**
 * The return address must be this booking's payment page (any language) on the site that asks
 * (its Origin, else the address it called): the issuer sends the person nowhere else.
 */
function isOwnReturn(returnUrl: unknown, bookingNo: string, request: Request): returnUrl is string {
  if (typeof returnUrl !== 'string') return false;
  try {
    const target = new URL(returnUrl);
    const site = request.headers.get('Origin') ?? new URL(request.url).origin;
    return target.origin === site && bookingNoOfPage(target.pathname, 'payment') === bookingNo;
  } catch {
    return false;
  }
}

/** The payment page's calls (docs/decisions.md, docs/api/card-payment.md). */
export const paymentHandlers = (db: MockDatabase) => [
  http.post(
    api('/fapi/booking/pay/:bookingNo/:category'),
    route(db, async ({ params, request }) => {
      const lang = languageOf(request);
      const bookingNo = String(params.bookingNo);
      const category = String(params.category);
      const refuse = (text: keyof ReturnType<typeof mockTexts>['payment'], status: number, extra: object = {}) =>
        HttpResponse.json({ message: mockTexts(lang).payment[text], ...extra }, { status });
      if (!paymentAccount(bookingNo, db.catalogue, db.state)) return refuse('notFound', 404);
      if (!['CARD', 'INSTANT_TRANSFER'].includes(category)) return refuse('category', 400);
      const key = request.headers.get('Idempotency-Key');
      // A charge still with the issuer is settled first (it may have been paid meanwhile); the same
      // payment sent again (the same key) gets its first answer.
      const pending = db.state.pendingCharges?.[bookingNo];
      const settled = await settlePending(db, bookingNo);
      if (settled === 'unknown') return refuse('providerError', 502);
      if (key && pending?.key === key) {
        if (settled === 'open') return HttpResponse.json({ action: { type: 'redirect', url: pending.url } });
        if (settled === 'ended') return refuse('declined', 402, { status: 'declined' });
      }
      const account = paymentAccount(bookingNo, db.catalogue, db.state);
      if (account?.paid && key && db.state.paymentKeys?.[bookingNo] === key)
        return HttpResponse.json({ bookingNo, paid: true, category });
      if (!account || account.paid) return refuse('alreadyPaid', 409);
      const body = await readJson(request);
      if (CARD_DATA.some((field) => field in body)) return refuse('cardData', 400);
      if (category === 'INSTANT_TRANSFER') {
        markPaid(db, bookingNo, key);
        return HttpResponse.json({ bookingNo, paid: true, category, amount: account.amountDue });
      }
      if (
        typeof body.token !== 'string' ||
        typeof body.amount !== 'number' ||
        !isOwnReturn(body.returnUrl, bookingNo, request)
      )
        return refuse('badRequest', 400);
      // A charge of this booking still with the issuer ends first: at most one can be paid.
      if (pending && settled === 'open') {
        await cancelCharge(pending.chargeId);
        const { [bookingNo]: _ended, ...rest } = db.state.pendingCharges ?? {};
        db.state.pendingCharges = rest;
      }
      const charged = await chargeCard({
        token: body.token,
        amount: account.amountDue,
        reference: bookingNo,
        returnUrl: body.returnUrl,
      });
      if (charged.kind === 'succeeded') {
        markPaid(db, bookingNo, key);
        return HttpResponse.json({ bookingNo, paid: true, category, amount: account.amountDue });
      }
      if (charged.kind === 'action') {
        db.state.pendingCharges = {
          ...db.state.pendingCharges,
          [bookingNo]: { chargeId: charged.id, key, url: charged.url },
        };
        db.save();
        return HttpResponse.json({ action: { type: 'redirect', url: charged.url } });
      }
      if (charged.kind === 'declined') return refuse('declined', 402, { status: 'declined' });
      if (charged.kind === 'refused') return refuse('token', 400);
      return refuse('providerError', 502);
    }),
  ),
  http.get(
    api('/fapi/booking/:bookingNo/payment'),
    route(db, async ({ params, request }) => {
      const bookingNo = String(params.bookingNo);
      // A card payment still with the issuer is settled first; when the provider cannot say, neither can the page.
      if ((await settlePending(db, bookingNo)) === 'unknown')
        return HttpResponse.json({ message: mockTexts(languageOf(request)).payment.providerError }, { status: 503 });
      // The trip's title in the page language (Accept-Language).
      const account = paymentAccount(bookingNo, inLanguage(db.catalogue, languageOf(request)), db.state);
      return account
        ? HttpResponse.json(account)
        : HttpResponse.json({ message: mockTexts(languageOf(request)).payment.notFound }, { status: 404 });
    }),
  ),
];
