import { http } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, contentReply, route } from './respond';

/** Upgrades, equipment, transfers and extensions of a trip: an empty list when it has none. */
export const serviceHandlers = (db: MockDatabase) => [
  http.get(
    api('/fapi/upgrade/:code'),
    route(db, ({ params, request }) => contentReply(request, db.catalogue.upgrades[String(params.code)] ?? [])),
  ),
  http.get(
    api('/fapi/equipment/:code'),
    route(db, ({ params, request }) => contentReply(request, db.catalogue.equipment[String(params.code)] ?? [])),
  ),
  http.get(
    api('/fapi/transfer/:code'),
    route(db, ({ params, request }) => contentReply(request, db.catalogue.transfers[String(params.code)] ?? [])),
  ),
  http.get(
    api('/fapi/accommodation/:code'),
    route(db, ({ params, request }) => contentReply(request, db.catalogue.accommodations[String(params.code)] ?? [])),
  ),
];
