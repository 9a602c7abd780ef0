import type { ApiClient } from './client';
import {
  accommodationListSchema,
  airportGroupsSchema,
  benefitListSchema,
  countryListSchema,
  railFlyListSchema,
  serviceEntryListSchema,
} from './schemas';

const code = (travelCode: string) => encodeURIComponent(travelCode);

export const fetchUpgrades = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/upgrade/${code(travelCode)}`, { schema: serviceEntryListSchema });

export const fetchEquipment = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/equipment/${code(travelCode)}`, { schema: serviceEntryListSchema });

export const fetchTransfers = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/transfer/${code(travelCode)}`, { schema: serviceEntryListSchema });

export const fetchAccommodations = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/accommodation/${code(travelCode)}`, { schema: accommodationListSchema });

export const fetchAirports = (client: ApiClient) => client.request('/fapi/airport', { schema: airportGroupsSchema });

export const fetchRailFly = (client: ApiClient) => client.request('/fapi/rail-fly', { schema: railFlyListSchema });

export const fetchBenefits = (client: ApiClient, category: string) =>
  client.request(`/fapi/usp/${encodeURIComponent(category)}`, { schema: benefitListSchema });

export const fetchCountries = (client: ApiClient) => client.request('/fapi/country', { schema: countryListSchema });
