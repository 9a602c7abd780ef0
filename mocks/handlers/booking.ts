import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, languageOf, readJson, route } from './respond';

const TEXT = {
  missing: { de: 'Die Buchung ist unvollständig: {fields}.', en: 'The booking is incomplete: {fields}.', it: 'La prenotazione è incompleta: {fields}.' },
  unknownTrip: { de: 'Diese Reise gibt es nicht.', en: 'This trip does not exist.', it: 'Questo viaggio non esiste.' },
  notFound: { de: 'Diese Buchung gibt es nicht.', en: 'This booking does not exist.', it: 'Questa prenotazione non esiste.' },
};

export const bookingHandlers = (db: MockDatabase) => [
  http.post(api('/fapi/booking/pay/:bookingNo/:category'), route(db, ({ params }) => {
    const booking = db.state.bookings.find((b) => b.bookingNo === params.bookingNo);
    if (!booking) return HttpResponse.json({ message: TEXT.notFound.de }, { status: 404 });
    return HttpResponse.json({ bookingNo: booking.bookingNo, paid: true, category: params.category });
  })),
  http.post(api('/fapi/booking/confirm'), route(db, () => HttpResponse.json({ confirmed: true }))),
  http.get(api('/fapi/booking/:bookingNo'), route(db, ({ params, request }) => {
    const booking = db.state.bookings.find((b) => b.bookingNo === params.bookingNo);
    return booking ? HttpResponse.json(booking.payload) : HttpResponse.json({ message: TEXT.notFound[languageOf(request)] }, { status: 404 });
  })),
  http.post(api('/fapi/booking/:code'), route(db, async ({ params, request }) => {
    const lang = languageOf(request);
    const code = String(params.code);
    if (!db.catalogue.travels[code]) return HttpResponse.json({ message: TEXT.unknownTrip[lang] }, { status: 404 });
    // One booking per Idempotency-Key: a retried, doubled or reloaded submit gets the first answer.
    const key = request.headers.get('Idempotency-Key');
    const earlier = key ? db.state.bookings.find((b) => b.idempotencyKey === key) : undefined;
    if (earlier) return HttpResponse.json({ url: earlier.url, bookingNo: earlier.bookingNo });
    const payload = await readJson(request);
    const missing = ['schedule', 'pax', 'rooms'].filter((key) => payload[key] === null || payload[key] === undefined || (Array.isArray(payload[key]) && payload[key].length === 0));
    if (missing.length > 0) {
      return HttpResponse.json({ message: TEXT.missing[lang].replace('{fields}', missing.join(', ')) }, { status: 422 });
    }
    const bookingNo = `ASI-${db.state.nextBookingNo}`;
    db.state.nextBookingNo += 1;
    const prefix = lang === 'de' ? '' : `/${lang}`;
    const url = `${prefix}/booking/${bookingNo}`;
    db.state.bookings.push({ bookingNo, travelCode: code, createdAt: new Date().toISOString(), language: lang, payload, idempotencyKey: key, url });
    const voucherCode = (payload.voucher as { code?: unknown } | null)?.code;
    if (typeof voucherCode === 'string') db.state.redeemedVouchers.push(voucherCode.toUpperCase());
    db.save();
    return HttpResponse.json({ url, bookingNo });
  })),
];
