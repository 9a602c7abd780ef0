import { addSeconds } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { airlineLogo, generateFares } from '../db/fares';
import type { MockDatabase } from '../db/database';
import { api, languageOf, readJson, route } from './respond';
import { airportsIn } from '../db/airport-names';

/** A fare offer stays valid this long unless a test shortens it (`POST /__mock/fares`, `?mockFareValidity=`). */
const VALIDITY_SECONDS = 30 * 60;

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

export const flightHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/flight/:code'),
    route(db, ({ params }) => HttpResponse.json(db.catalogue.flights[String(params.code)] ?? [])),
  ),
  http.post(
    api('/hh/search'),
    route(db, async ({ request }) => {
      const body = await readJson(request);
      const destinationAirport = text(body.destinationAirport, 'AMM');
      const search = {
        departureAirport: text(body.departureAirport, 'FRA'),
        destinationAirport,
        destinationReturnAirport: text(body.destinationReturnAirport, destinationAirport),
        outboundDate: text(body.outboundDate, ''),
        inboundDate: text(body.inboundDate, ''),
        pax: typeof body.pax === 'number' && body.pax > 0 ? body.pax : 1,
        classes: Array.isArray(body.classes)
          ? body.classes.filter((c): c is string => typeof c === 'string')
          : ['economy'],
        directOnly: body.directOnly === true,
      };
      if (!/^\d{4}-\d{2}-\d{2}$/.test(search.outboundDate) || !/^\d{4}-\d{2}-\d{2}$/.test(search.inboundDate)) {
        return HttpResponse.json(
          { message: 'outboundDate and inboundDate (yyyy-mm-dd) are required' },
          { status: 400 },
        );
      }
      const fares = generateFares(search, airportsIn(languageOf(request), db.catalogue.airports));
      const validUntil = addSeconds(new Date(), db.state.fareValiditySeconds ?? VALIDITY_SECONDS).toISOString();
      return HttpResponse.json({
        fareSearchResult: {
          fareResultID: `R-${search.departureAirport}-${search.outboundDate}-${fares.length}`,
          validUntil,
          request: fares.length === 0,
          fares,
        },
      });
    }),
  ),
  // The flight service's airline logos (spec part 2 §3); a carrier without one answers 404.
  http.get(api('/airline/:code'), ({ params }) => {
    const svg = airlineLogo(String(params.code));
    return svg
      ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' } })
      : new HttpResponse(null, { status: 404 });
  }),
];
