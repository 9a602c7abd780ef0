import { http } from 'msw';
import { mockTexts } from '../texts';
import type { MockDatabase } from '../db/database';
import { api, contentReply, languageOf, notFound, readJson, route } from './respond';

export const scheduleHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/schedule/:code'),
    route(db, ({ params, request }) => {
      const list = db.catalogue.schedules[String(params.code)];
      return list ? contentReply(request, list) : notFound(mockTexts(languageOf(request)).tripNotFound);
    }),
  ),
  http.post(
    api('/fapi/schedule/:code'),
    route(db, async ({ params, request }) => {
      const list = db.catalogue.schedules[String(params.code)];
      if (!list) return notFound(mockTexts(languageOf(request)).tripNotFound);
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
