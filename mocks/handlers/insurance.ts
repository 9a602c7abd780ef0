import { http, HttpResponse } from 'msw';
import { mockTexts } from '../texts';
import type { MockDatabase } from '../db/database';
import { api, contentReply, languageOf, readJson, route } from './respond';

const INSURED_COUNTRIES = ['DE', 'AT', 'IT', 'FR', 'LU', 'BE', 'DK', 'PL', 'CZ', 'NL'];
/** Each offer's rate of the trip price, per tariff (with and without deductible). */
const RATES: Record<string, { D: number; O: number }> = {
  'ERV-RRV': { D: 0.025, O: 0.032 },
  'ERV-KOMPLETT': { D: 0.045, O: 0.055 },
  'ERV-FLUG': { D: 0.035, O: 0.042 },
  'ERV-JAHR': { D: 0.04, O: 0.05 },
};

const ageOn = (birthday: string, day: string) => {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return (y ?? 0) - (by ?? 0) - ((m ?? 0) < (bm ?? 0) || ((m ?? 0) === (bm ?? 0) && (d ?? 0) < (bd ?? 0)) ? 1 : 0);
};

function facts(body: Record<string, unknown>) {
  const start = typeof body.start === 'string' ? body.start : '';
  const birthdays = Array.isArray(body.travelers)
    ? body.travelers.map((t) => String((t as { birthday?: unknown }).birthday ?? ''))
    : [];
  const oldest = Math.max(0, ...birthdays.map((b) => ageOn(b, start)));
  return {
    total: Number(body.totalPrice ?? 0),
    oldest,
    tripType: body.tripType === 'FLT' ? 'FLT' : 'CAR',
    includeYearly: body.includeYearly === true,
  };
}

/**
 * The insurer's offers for a trip (spec part 2 §3, §7): priced on the trip price, a fifth dearer from 65;
 * a flight adds the flight cover offer (FLT); annual policies only when asked for. The
 * pre-contract is refused for a traveller of 75 or more, with the insurer's reason, and for a
 * residence country it does not cover.
 */
export const insuranceHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/insurance'),
    route(db, ({ request }) => contentReply(request, db.catalogue.insuranceOffers)),
  ),
  http.post(
    api('/fapi/insurance/offers'),
    route(db, async ({ request }) => {
      const body = await readJson(request);
      const { total, oldest, tripType, includeYearly } = facts(body);
      const senior = oldest >= 65 ? 1.2 : 1;
      return contentReply(
        request,
        db.catalogue.insuranceOffers
          .filter((offer) => includeYearly || !offer.year)
          .filter((offer) => offer.id !== 'ERV-FLUG' || tripType === 'FLT')
          .map((offer) => {
            const rates = RATES[offer.id] ?? { D: 0.04, O: 0.05 };
            return {
              ...offer,
              tariffs: Object.fromEntries(
                Object.entries(offer.tariffs).map(([key, tariff]) => [
                  key,
                  { ...tariff, price: Math.round(total * rates[key as 'D' | 'O'] * senior * 100) / 100 },
                ]),
              ),
            };
          }),
      );
    }),
  ),
  http.post(
    api('/fapi/insurance/pre-contract'),
    route(db, async ({ request }) => {
      const body = await readJson(request);
      const { oldest } = facts(body);
      const country = String((body.user as { country?: unknown } | undefined)?.country ?? '');
      if (oldest >= 75)
        return HttpResponse.json({ message: mockTexts(languageOf(request)).insurance.tooOld }, { status: 422 });
      if (!INSURED_COUNTRIES.includes(country))
        return HttpResponse.json({ message: mockTexts(languageOf(request)).insurance.country }, { status: 422 });
      return HttpResponse.json({
        preContractId: `PC-${String(body.offerId ?? 'X')}-${Date.now()}`,
        urls: [
          { type: 'TAC', url: '/versicherung/vvi-erv.pdf' },
          { type: 'IPID', url: '/versicherung/ipid.pdf' },
        ],
      });
    }),
  ),
  // The server's own call (the booking books its insurance): answers the policy of a booking, the same every time.
  http.post(
    api('/fapi/insurance/book'),
    route(db, async ({ request }) => {
      const body = await readJson(request);
      const policy = (db.state.insurancePolicies ?? []).find((p) => p.bookingNo === body.bookingNo);
      return policy
        ? HttpResponse.json(policy)
        : HttpResponse.json({ message: mockTexts(languageOf(request)).insurance.noPolicy }, { status: 404 });
    }),
  ),
];
