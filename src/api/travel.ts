import type { ApiClient, Call } from './client';
import { travelPath } from './early-calls';
import { travelSchema } from './schemas';

export interface TravelParams {
  code: string;
  whitelabel?: string | null;
  year?: number | null;
}

export function fetchTravel(client: ApiClient, { code, whitelabel, year }: TravelParams, { signal }: Call = {}) {
  return client.request(travelPath(code), {
    // `lang` carries only a whitelabel (spec part 1 §7); the page language is in Accept-Language.
    query: { lang: whitelabel ?? null, year },
    schema: travelSchema,
    signal,
  });
}
