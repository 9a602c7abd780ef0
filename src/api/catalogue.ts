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

/** A kind of service the trip lists (upgrades, equipment, transfers …): GET /fapi/{path}/{code}. */
export const fetchServiceEntries = (
  client: ApiClient,
  kind: Pick<ServiceKind, 'path'>,
  travelCode: string,
  { signal }: Call = {},
) => client.request(`/fapi/${kind.path}/${code(travelCode)}`, { schema: serviceEntryListSchema, signal });

export const fetchAccommodations = (client: ApiClient, travelCode: string, { signal }: Call = {}) =>
  client.request(`/fapi/accommodation/${code(travelCode)}`, { schema: accommodationListSchema, signal });

export const fetchAirports = (client: ApiClient, { signal }: Call = {}) =>
  client.request('/fapi/airport', { schema: airportGroupsSchema, signal });

export const fetchRailFly = (client: ApiClient, { signal }: Call = {}) =>
  client.request('/fapi/rail-fly', { schema: railFlyListSchema, signal });

export const fetchBenefits = (client: ApiClient, category: string, { signal }: Call = {}) =>
  client.request(`/fapi/usp/${encodeURIComponent(category)}`, { schema: benefitListSchema, signal });

export const fetchCountries = (client: ApiClient, { signal }: Call = {}) =>
  client.request('/fapi/country', { schema: countryListSchema, signal });
