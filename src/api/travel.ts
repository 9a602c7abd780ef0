import type { ApiClient } from './client';
import { travelPath } from './early-calls';
import { travelListSchema, travelSchema } from './schemas';

export interface TravelParams {
  code: string;
  whitelabel?: string | null;
  year?: number | null;
}

export function fetchTravel(client: ApiClient, { code, whitelabel, year }: TravelParams) {
  return client.request(travelPath(code), {
    // `lang` carries only a whitelabel (spec part 1 §7); the page language is in Accept-Language.
    query: { lang: whitelabel ?? null, year },
    schema: travelSchema,
  });
}

export interface TravelListParams {
  regions?: string[];
  types?: string[];
  focus?: string[];
  ids?: string[];
  group?: boolean;
  start?: string;
  end?: string;
}

export function fetchTravelList(client: ApiClient, params: TravelListParams = {}) {
  return client.request('/fapi/travel', { query: { ...params }, schema: travelListSchema });
}
