import { http } from 'msw';
import { SERVICE_KINDS } from '../../src/api/service-kinds';
import type { MockDatabase } from '../db/database';
import { api, contentReply, route } from './respond';

/** Each kind of service (upgrades, equipment, transfers …) and the extensions of a trip: an empty list when it has none. */
export const serviceHandlers = (db: MockDatabase) => [
  ...SERVICE_KINDS.map((kind) =>
    http.get(
      api(`/fapi/${kind.path}/:code`),
      route(db, ({ params, request }) => contentReply(request, db.catalogue[kind.family][String(params.code)] ?? [])),
    ),
  ),
  http.get(
    api('/fapi/accommodation/:code'),
    route(db, ({ params, request }) => contentReply(request, db.catalogue.accommodations[String(params.code)] ?? [])),
  ),
];
