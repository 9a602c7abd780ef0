import { withRetry, type ApiClient } from './client';
import { fareSearchRequestSchema, fareSearchResponseSchema, flightListSchema, type FareSearchRequest } from './schemas';

export const fetchFlights = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/flight/${encodeURIComponent(travelCode)}`, { schema: flightListSchema });

/** A fare search asks many airlines: it may take longer than other calls. */
const SEARCH_TIMEOUT_MS = 45_000;

/** POST /hh/search, retried on network failure (3 tries, 400 ms apart); throws on a non-ok status. */
export function searchFares(client: ApiClient, params: FareSearchRequest, { wait, signal }: { wait?: (ms: number) => Promise<void>; signal?: AbortSignal } = {}) {
  const body = fareSearchRequestSchema.parse(params);
  return withRetry(() => client.request('/hh/search', { method: 'POST', body, schema: fareSearchResponseSchema, signal, timeoutMs: SEARCH_TIMEOUT_MS }), wait ? { wait } : {});
}
