import { http, HttpResponse } from 'msw';
import type { Failure, MockDatabase } from '../db/database';
import { confirmationMail, paymentAccount } from '../db/payments';
import { giftVoucherMail, giftVoucherOrders } from '../db/gift-vouchers';
import { readJson } from './respond';

const FAILURE_KINDS: readonly Failure['kind'][] = [
  'error',
  'network',
  'malformed',
  'hang',
  'html',
  'reply',
  'text',
  'lost',
];

/** Lets a test or the running demo make a family fail: POST /__mock/fail {family, kind, status, message, times, delayMs}. */
export const controlHandlers = (db: MockDatabase) => [
  http.post('*/__mock/fail', async ({ request }) => {
    const body = await readJson(request);
    const family = String(body.family ?? '');
    const kind = body.kind;
    if (!family || !FAILURE_KINDS.includes(kind as Failure['kind'])) {
      return HttpResponse.json(
        { message: `family and kind (${FAILURE_KINDS.join(', ')}) are required` },
        { status: 400 },
      );
    }
    const failure: Failure = {
      kind: kind as Failure['kind'],
      body: body.body,
      status: typeof body.status === 'number' ? body.status : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
      times: typeof body.times === 'number' ? body.times : null,
      delayMs: typeof body.delayMs === 'number' && body.delayMs > 0 ? Math.min(body.delayMs, 60_000) : undefined,
    };
    db.fail(family, failure);
    return HttpResponse.json(db.state.failures);
  }),
  // Shortens (or restores, with null) how long fare offers stay valid: {validitySeconds}.
  http.post('*/__mock/fares', async ({ request }) => {
    const body = await readJson(request);
    const seconds = body.validitySeconds;
    if (seconds !== null && (typeof seconds !== 'number' || seconds < 0)) {
      return HttpResponse.json({ message: 'validitySeconds must be a number of seconds or null' }, { status: 400 });
    }
    db.state.fareValiditySeconds = seconds;
    db.save();
    return HttpResponse.json({ fareValiditySeconds: seconds });
  }),
  // Every /fapi answer comes late, as from a real server at a distance: {ms} (0 for at once).
  http.post('*/__mock/latency', async ({ request }) => {
    const ms = (await readJson(request)).ms;
    if (typeof ms !== 'number' || ms < 0 || ms > 10_000) {
      return HttpResponse.json({ message: 'ms must be a number of milliseconds from 0 to 10000' }, { status: 400 });
    }
    db.state.latencyMs = ms;
    db.save();
    return HttpResponse.json({ latencyMs: ms });
  }),
  http.post('*/__mock/reset', () => {
    db.reset();
    return HttpResponse.json(db.state);
  }),
  http.get('*/__mock/state', () => HttpResponse.json(db.state)),
  // The confirmation e-mail of a booking, as text: it links the booking's payment page.
  http.get('*/__mock/mail/:bookingNo', ({ params, request }) => {
    const bookingNo = String(params.bookingNo);
    const gift = giftVoucherOrders(db.state).find((order) => order.orderNo === bookingNo);
    if (gift) return HttpResponse.text(giftVoucherMail(gift, db.state, new URL(request.url).origin));
    const account = paymentAccount(bookingNo, db.catalogue, db.state);
    if (!account) return HttpResponse.text('unknown booking', { status: 404 });
    const language =
      db.state.bookings.find((b) => b.bookingNo === bookingNo)?.language ??
      new URL(request.url).searchParams.get('lang') ??
      'de';
    return HttpResponse.text(confirmationMail(account, language, new URL(request.url).origin));
  }),
];
