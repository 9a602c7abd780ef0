import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, readJson, route } from './respond';

export const insuranceHandlers = (db: MockDatabase) => [
  http.get(api('/fapi/insurance'), route(db, () => HttpResponse.json(db.catalogue.insuranceOffers))),
  http.post(api('/fapi/insurance/offers'), route(db, async ({ request }) => {
    const body = await readJson(request);
    const total = Number(body.totalPrice ?? 0);
    const travellers = Array.isArray(body.travelers) ? body.travelers.length : 1;
    const scale = Math.max(0.5, total / 2500) * travellers;
    return HttpResponse.json(db.catalogue.insuranceOffers
      .filter((offer) => body.includeYearly || !offer.year)
      .map((offer) => ({
        ...offer,
        tariffs: Object.fromEntries(Object.entries(offer.tariffs).map(([key, t]) => [key, { ...t, price: Math.round(t.price * scale * 100) / 100 }])),
      })));
  })),
  http.post(api('/fapi/insurance/pre-contract'), route(db, async ({ request }) => {
    const body = await readJson(request);
    return HttpResponse.json({ preContractId: `PC-${String(body.offerId ?? 'X')}-${Date.now()}`, urls: [{ type: 'TAC', url: '/versicherung/agb.pdf' }, { type: 'IPID', url: '/versicherung/ipid.pdf' }] });
  })),
  http.post(api('/fapi/insurance/book'), route(db, () => HttpResponse.json({ booked: true }))),
];
