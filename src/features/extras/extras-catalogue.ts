import { fetchAccommodations, fetchRailFly, fetchServiceEntries } from '@/api/catalogue';
import type { Accommodation, RailFly, ServiceEntry } from '@/api/schemas';
import { byServiceFamily } from '@/api/service-kinds';
import { createResourceSlice } from '@/lib/request-phases';

// The extras' catalogue families: the services by kind, the extensions (accommodations), rail and fly.

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
export const railFly = createResourceSlice<RailFly[], void>({
  name: 'railFly',
  empty: [],
  load: (api, _arg, options) => fetchRailFly(api, options),
});
