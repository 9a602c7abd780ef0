import type { ApiClient } from './client';
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
export const fetchServiceEntries = (client: ApiClient, kind: Pick<ServiceKind, 'path'>, travelCode: string) =>
  client.request(`/fapi/${kind.path}/${code(travelCode)}`, { schema: serviceEntryListSchema });

export const fetchAccommodations = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/accommodation/${code(travelCode)}`, { schema: accommodationListSchema });

export const fetchAirports = (client: ApiClient) => client.request('/fapi/airport', { schema: airportGroupsSchema });

export const fetchRailFly = (client: ApiClient) => client.request('/fapi/rail-fly', { schema: railFlyListSchema });

export const fetchBenefits = (client: ApiClient, category: string) =>
  client.request(`/fapi/usp/${encodeURIComponent(category)}`, { schema: benefitListSchema });

export const fetchCountries = (client: ApiClient) => client.request('/fapi/country', { schema: countryListSchema });
