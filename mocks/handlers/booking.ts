import { http, HttpResponse } from 'msw';
import { mockTexts } from '../texts';
import type { MockDatabase } from '../db/database';
import { inLanguage } from '../db/content-languages';
import { insurancePolicyFor } from '../db/insurance-policies';
import { confirmOptionIn, optionBooking } from '../db/options';
import { api, languageOf, readJson, route } from './respond';
import { confirmationPageUrl } from '../../src/config/paths';

export const bookingHandlers = (db: MockDatabase) => [
  http.post(
    api('/fapi/booking/confirm'),
    route(db, async ({ request }) => {
      const lang = languageOf(request);
      const body = await readJson(request);
      const outcome = confirmOptionIn(db.state, String(body.bookingNo ?? ''), body.token);
      if (outcome === 'confirmed') {
        db.save();
        return HttpResponse.json({ confirmed: true });
      }
      const status = { unknown: 404, badToken: 403, expired: 410, already: 409 }[outcome];
      return HttpResponse.json({ message: mockTexts(lang).option[outcome] }, { status });
    }),
  ),
  http.get(
    api('/fapi/booking/:bookingNo'),
    route(db, ({ params, request }) => {
      const payload =
        db.state.bookings.find((b) => b.bookingNo === params.bookingNo)?.payload ??
        optionBooking(String(params.bookingNo), inLanguage(db.catalogue, languageOf(request)), db.state);
      return payload
        ? HttpResponse.json(payload)
        : HttpResponse.json({ message: mockTexts(languageOf(request)).booking.notFound }, { status: 404 });
    }),
  ),
  http.post(
    api('/fapi/booking/:code'),
    route(db, async ({ params, request }) => {
      const lang = languageOf(request);
      const code = String(params.code);
      if (!db.catalogue.travels[code])
        return HttpResponse.json({ message: mockTexts(lang).tripNotFound }, { status: 404 });
      // One booking per Idempotency-Key: a retried, doubled or reloaded submit gets the first answer.
      const key = request.headers.get('Idempotency-Key');
      const earlier = key ? db.state.bookings.find((b) => b.idempotencyKey === key) : undefined;
      if (earlier) return HttpResponse.json({ url: earlier.url, bookingNo: earlier.bookingNo });
      const payload = await readJson(request);
      const missing = ['schedule', 'pax', 'rooms'].filter(
        (key) =>
          payload[key] === null ||
          payload[key] === undefined ||
          (Array.isArray(payload[key]) && payload[key].length === 0),
      );
      if (missing.length > 0) {
        return HttpResponse.json(
          { message: mockTexts(lang).booking.incomplete.replace('{fields}', missing.join(', ')) },
          { status: 422 },
        );
      }
      const bookingNo = `ASI-${db.state.nextBookingNo}`;
      db.state.nextBookingNo += 1;
      const url = confirmationPageUrl(lang, bookingNo);
      db.state.bookings.push({
        bookingNo,
        travelCode: code,
        createdAt: new Date().toISOString(),
        language: lang,
        payload,
        idempotencyKey: key,
        url,
      });
      const voucherCode = (payload.voucher as { code?: unknown } | null)?.code;
      if (typeof voucherCode === 'string') db.state.redeemedVouchers.push(voucherCode.toUpperCase());
      // The server books the insurance with the booking (docs/api/insurance-booking.md).
      const policy = insurancePolicyFor(bookingNo, payload);
      if (policy) db.state.insurancePolicies = [...(db.state.insurancePolicies ?? []), policy];
      db.save();
      return HttpResponse.json({ url, bookingNo });
    }),
  ),
];
