import { withRetry, type ApiClient } from './client';
import { fareSearchRequestSchema, fareSearchResponseSchema, flightListSchema, type FareSearchRequest } from './schemas';

export const fetchFlights = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/flight/${encodeURIComponent(travelCode)}`, { schema: flightListSchema });

/** POST /hh/search, retried on network failure (3 tries, 400 ms apart); throws on a non-ok status. */
export function searchFares(client: ApiClient, params: FareSearchRequest, wait?: (ms: number) => Promise<void>) {
  const body = fareSearchRequestSchema.parse(params);
  return withRetry(() => client.request('/hh/search', { method: 'POST', body, schema: fareSearchResponseSchema }), wait ? { wait } : {});
}
