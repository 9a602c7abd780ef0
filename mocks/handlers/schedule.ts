import { http } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, contentReply, languageOf, notFound, readJson, route } from './respond';

const NOT_FOUND = {
  de: 'Diese Reise gibt es nicht.',
  en: 'This trip does not exist.',
  it: 'Questo viaggio non esiste.',
};

export const scheduleHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/schedule/:code'),
    route(db, ({ params, request }) => {
      const list = db.catalogue.schedules[String(params.code)];
      return list ? contentReply(request, list) : notFound(NOT_FOUND[languageOf(request)]);
    }),
  ),
  http.post(
    api('/fapi/schedule/:code'),
    route(db, async ({ params, request }) => {
      const list = db.catalogue.schedules[String(params.code)];
      if (!list) return notFound(NOT_FOUND[languageOf(request)]);
      const body = await readJson(request);
      const [from, to] = typeof body.dateRange === 'string' ? body.dateRange.split('|') : [];
      const year = typeof body.year === 'number' ? String(body.year) : null;
      return contentReply(
        request,
        list.filter((s) => (!from || s.start >= from) && (!to || s.start <= to) && (!year || s.start.startsWith(year))),
      );
    }),
  ),
];
