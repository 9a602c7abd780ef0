import { http } from 'msw';
import { mockTexts } from '../texts';
import type { MockDatabase } from '../db/database';
import { inLanguage } from '../db/content-languages';
import { findTrips, finderQuery, localDay } from '../db/finder';
import { api, contentReply, languageOf, notFound, readJson, route } from './respond';

export const travelHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/travel/:code'),
    route(db, ({ params, request }) => {
      const travel = db.catalogue.travels[String(params.code)];
      return travel ? contentReply(request, travel) : notFound(mockTexts(languageOf(request)).tripNotFound);
    }),
  ),
  // The trip finder: GET with the filter's lists, POST with the same query and a search body.
  http.get(
    api('/fapi/travel'),
    route(db, ({ request }) =>
      contentReply(
        request,
        findTrips(inLanguage(db.catalogue, languageOf(request)), finderQuery(new URL(request.url), null), localDay()),
      ),
    ),
  ),
  http.post(
    api('/fapi/travel'),
    route(db, async ({ request }) =>
      contentReply(
        request,
        findTrips(
          inLanguage(db.catalogue, languageOf(request)),
          finderQuery(new URL(request.url), await readJson(request)),
          localDay(),
        ),
      ),
    ),
  ),
];
