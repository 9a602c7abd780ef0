import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, languageOf, notFound, route } from './respond';

const NOT_FOUND = { de: 'Diese Reise gibt es nicht.', en: 'This trip does not exist.', it: 'Questo viaggio non esiste.' };

export const travelHandlers = (db: MockDatabase) => [
  http.get(api('/fapi/travel/:code'), route(db, ({ params, request }) => {
    const travel = db.catalogue.travels[String(params.code)];
    return travel ? HttpResponse.json(travel) : notFound(NOT_FOUND[languageOf(request)]);
  })),
  http.get(api('/fapi/travel'), route(db, () => HttpResponse.json(Object.values(db.catalogue.travels).map((t) => ({
    code: t.code,
    name: t.name,
    isGroup: t.isGroup,
    priceFrom: Math.min(...(db.catalogue.schedules[t.code] ?? []).map((s) => s.price)) || null,
  }))))),
];
