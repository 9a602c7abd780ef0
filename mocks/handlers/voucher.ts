import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, languageOf, route } from './respond';

const TEXT = {
  unknown: {
    de: 'Dieser Gutschein ist nicht gültig.',
    en: 'This voucher is not valid.',
    it: 'Questo buono non è valido.',
  },
  redeemed: {
    de: 'Dieser Gutschein wurde bereits eingelöst.',
    en: 'This voucher has already been redeemed.',
    it: 'Questo buono è già stato utilizzato.',
  },
};

export const voucherHandlers = (db: MockDatabase) => [
  http.post(
    api('/fapi/voucher/create/new'),
    route(db, () => HttpResponse.json({ code: `NEU${Date.now() % 100000}` })),
  ),
  http.post(
    api('/fapi/voucher/:code'),
    route(db, ({ params, request }) => {
      const code = String(params.code).trim().toUpperCase();
      const voucher = db.catalogue.vouchers.find((v) => v.code === code);
      const lang = languageOf(request);
      if (!voucher) return HttpResponse.json({ message: TEXT.unknown[lang] }, { status: 404 });
      if (db.state.redeemedVouchers.includes(code))
        return HttpResponse.json({ message: TEXT.redeemed[lang] }, { status: 409 });
      return HttpResponse.json({ ...voucher, redeemed: false });
    }),
  ),
];
