import { airportsIn } from '../db/airport-names';
import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, contentReply, languageOf, route } from './respond';

export const referenceHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/airport'),
    route(db, ({ request }) => HttpResponse.json(airportsIn(languageOf(request), db.catalogue.airports))),
  ),
  http.get(
    api('/fapi/rail-fly'),
    route(db, ({ request }) => contentReply(request, db.catalogue.railFly)),
  ),
  http.get(
    api('/fapi/usp/:category'),
    route(db, ({ params, request }) =>
      contentReply(request, db.catalogue.benefits[String(params.category)] ?? db.catalogue.benefits.general ?? []),
    ),
  ),
  // The spec's shape: items carry only `value`; the app names them in the page language.
  http.get(
    api('/fapi/country'),
    route(db, () => HttpResponse.json(db.catalogue.countries.map((c) => ({ value: c.value })))),
  ),
];
