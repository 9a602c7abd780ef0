import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, languageOf, route } from './respond';

export const referenceHandlers = (db: MockDatabase) => [
  http.get(api('/fapi/airport'), route(db, () => HttpResponse.json(db.catalogue.airports))),
  http.get(api('/fapi/rail-fly'), route(db, () => HttpResponse.json(db.catalogue.railFly))),
  http.get(api('/fapi/usp/:category'), route(db, ({ params }) => HttpResponse.json(db.catalogue.benefits[String(params.category)] ?? db.catalogue.benefits.general ?? []))),
  http.get(api('/fapi/country'), route(db, ({ request }) => {
    const lang = languageOf(request);
    return HttpResponse.json(db.catalogue.countries.map((c) => ({ value: c.value, label: c[lang] })));
  })),
];
