import { withRetry, type ApiClient } from './client';
import { fareSearchRequestSchema, fareSearchResponseSchema, type FareSearchRequest } from './schemas';

// Apart from the trip's flights (api/flights.ts): only the fare widget's chunk needs this.

/** A fare search asks many airlines: it may take longer than other calls. */
const SEARCH_TIMEOUT_MS = 45_000;

/** POST /hh/search, retried on network failure (3 tries, 400 ms apart); throws on a non-ok status. */
export function searchFares(
  client: ApiClient,
  params: FareSearchRequest,
  { wait, signal }: { wait?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
) {
  const body = fareSearchRequestSchema.parse(params);
  return withRetry(
    () =>
      client.request('/hh/search', {
        method: 'POST',
        body,
        schema: fareSearchResponseSchema,
        signal,
        timeoutMs: SEARCH_TIMEOUT_MS,
      }),
    wait ? { wait } : {},
  );
}
