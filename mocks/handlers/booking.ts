import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { cardOutcome, paymentAccount } from '../db/payments';
import { api, languageOf, readJson, route } from './respond';

const TEXT = {
  missing: { de: 'Die Buchung ist unvollständig: {fields}.', en: 'The booking is incomplete: {fields}.', it: 'La prenotazione è incompleta: {fields}.' },
  unknownTrip: { de: 'Diese Reise gibt es nicht.', en: 'This trip does not exist.', it: 'Questo viaggio non esiste.' },
  notFound: { de: 'Diese Buchung gibt es nicht.', en: 'This booking does not exist.', it: 'Questa prenotazione non esiste.' },
  category: { de: 'Diese Zahlungsart gibt es nicht.', en: 'This payment method does not exist.', it: 'Questo metodo di pagamento non esiste.' },
  alreadyPaid: { de: 'Diese Buchung ist bereits bezahlt.', en: 'This booking has already been paid.', it: 'Questa prenotazione è già stata pagata.' },
  declined: { de: 'Die Karte wurde abgelehnt.', en: 'The card was declined.', it: 'La carta è stata rifiutata.' },
  providerError: { de: 'Der Zahlungsdienst antwortet nicht.', en: 'The payment service does not answer.', it: 'Il servizio di pagamento non risponde.' },
};

export const bookingHandlers = (db: MockDatabase) => [
  http.post(api('/fapi/booking/pay/:bookingNo/:category'), route(db, async ({ params, request }) => {
    const lang = languageOf(request);
    const bookingNo = String(params.bookingNo);
    const account = paymentAccount(bookingNo, db.catalogue, db.state);
    if (!account) return HttpResponse.json({ message: TEXT.notFound[lang] }, { status: 404 });
    if (!['CARD', 'INSTANT_TRANSFER'].includes(String(params.category))) return HttpResponse.json({ message: TEXT.category[lang] }, { status: 400 });
    if (account.paid) return HttpResponse.json({ message: TEXT.alreadyPaid[lang] }, { status: 409 });
    const body = await readJson(request);
    const card = body.card as { number?: unknown } | undefined;
    const outcome = params.category === 'CARD' ? cardOutcome(card?.number) : 'paid';
    if (outcome === 'declined') return HttpResponse.json({ message: TEXT.declined[lang], status: 'declined' }, { status: 402 });
    if (outcome === 'error') return HttpResponse.json({ message: TEXT.providerError[lang] }, { status: 500 });
    db.state.paidBookings = [...(db.state.paidBookings ?? []), bookingNo];
    db.save();
    return HttpResponse.json({ bookingNo, paid: true, category: params.category, amount: account.amountDue });
  })),
  http.get(api('/fapi/booking/:bookingNo/payment'), route(db, ({ params, request }) => {
    const account = paymentAccount(String(params.bookingNo), db.catalogue, db.state);
    return account ? HttpResponse.json(account) : HttpResponse.json({ message: TEXT.notFound[languageOf(request)] }, { status: 404 });
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
