import type { ApiClient, Call } from './client';
import {
  accommodationListSchema,
  airportGroupsSchema,
  benefitListSchema,
  countryListSchema,
  railFlyListSchema,
  serviceEntryListSchema,
} from './schemas';
import type { ServiceKind } from './service-kinds';

const code = (travelCode: string) => encodeURIComponent(travelCode);

/**
 * A service entry that could carry a charge the person cannot refuse: compulsory from some party
 * size, or too broken to tell. Such an entry is never left out of its list alone: the list fails,
 * as a failed load does (the price waits, a retry is offered), instead of a silent price cut.
 */
function couldBeCompulsory(item: unknown): boolean {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return true;
  const { compulsoryPaxMin, compulsoryPaxMax } = item as Record<string, unknown>;
  return (compulsoryPaxMin ?? null) !== null || (compulsoryPaxMax ?? null) !== null;
}

/** A kind of service the trip lists (upgrades, equipment, transfers …): GET /fapi/{path}/{code}. */
export const fetchServiceEntries = (
  client: ApiClient,
  kind: Pick<ServiceKind, 'path'>,
  travelCode: string,
  { signal, onLeftOut }: Call = {},
) =>
  client.request(`/fapi/${kind.path}/${code(travelCode)}`, {
    schema: serviceEntryListSchema,
    mustKeep: couldBeCompulsory,
    signal,
    onLeftOut,
  });

export const fetchAccommodations = (client: ApiClient, travelCode: string, { signal, onLeftOut }: Call = {}) =>
  client.request(`/fapi/accommodation/${code(travelCode)}`, { schema: accommodationListSchema, signal, onLeftOut });

export const fetchAirports = (client: ApiClient, { signal }: Call = {}) =>
  client.request('/fapi/airport', { schema: airportGroupsSchema, signal });

export const fetchRailFly = (client: ApiClient, { signal, onLeftOut }: Call = {}) =>
  client.request('/fapi/rail-fly', { schema: railFlyListSchema, signal, onLeftOut });

export const fetchBenefits = (client: ApiClient, category: string, { signal }: Call = {}) =>
  client.request(`/fapi/usp/${encodeURIComponent(category)}`, { schema: benefitListSchema, signal });

export const fetchCountries = (client: ApiClient, { signal }: Call = {}) =>
  client.request('/fapi/country', { schema: countryListSchema, signal });
