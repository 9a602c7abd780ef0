import {
  fetchAccommodations,
  fetchAirports,
  fetchBenefits,
  fetchCountries,
  fetchRailFly,
  fetchServiceEntries,
} from '@/api/catalogue';
import {
  airportGroupsSchema,
  type Accommodation,
  type AirportGroups,
  type Benefit,
  type Country,
  type RailFly,
  type ServiceEntry,
} from '@/api/schemas';
import { byServiceFamily } from '@/api/service-kinds';
import { createResourceSlice } from '@/lib/request-phases';

// Selling points fail silently (spec part 1 §8): the page reads well without them.

/** One family per kind of service the trip lists (upgrades, equipment, transfers …), by its name. */
export const serviceFamilies = byServiceFamily((kind) =>
  createResourceSlice<ServiceEntry[], string>({
    name: kind.family,
    empty: [],
    load: (api, code, options) => fetchServiceEntries(api, kind, code, options),
  }),
);
export const { upgrades, equipment, transfers } = serviceFamilies;
export const accommodations = createResourceSlice<Accommodation[], string>({
  name: 'accommodations',
  empty: [],
  load: fetchAccommodations,
});
/** No airports: every group of the schema, empty (its defaults). */
export const EMPTY_AIRPORTS: AirportGroups = airportGroupsSchema.parse({});
export const airports = createResourceSlice<AirportGroups, void>({
  name: 'airports',
  empty: EMPTY_AIRPORTS,
  load: (api, _arg, options) => fetchAirports(api, options),
});
export const railFly = createResourceSlice<RailFly[], void>({
  name: 'railFly',
  empty: [],
  load: (api, _arg, options) => fetchRailFly(api, options),
});
export const benefits = createResourceSlice<Benefit[], string>({
  name: 'benefits',
  empty: [],
  load: fetchBenefits,
  quiet: true,
});
export const countries = createResourceSlice<Country[], void>({
  name: 'countries',
  empty: [],
  load: (api, _arg, options) => fetchCountries(api, options),
});
