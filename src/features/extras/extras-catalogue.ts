import type { Accommodation, RailFly, ServiceEntry } from '@/api/schemas';
import { byServiceFamily } from '@/api/service-kinds';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

const catalogueCalls = () => import('@/api/catalogue');

// The extras' catalogue families: the services by kind, the extensions (accommodations), rail and fly.

/** One family per kind of service the trip lists (upgrades, equipment, transfers …), by its name. */
export const serviceFamilies = byServiceFamily((kind) =>
  createResourceSlice<ServiceEntry[], string>({
    name: kind.family,
    empty: [],
    load: loadWithCall(catalogueCalls, (m) => (api, code, options) => m.fetchServiceEntries(api, kind, code, options)),
  }),
);
export const { upgrades, equipment, transfers } = serviceFamilies;
export const accommodations = createResourceSlice<Accommodation[], string>({
  name: 'accommodations',
  empty: [],
  load: loadWithCall(catalogueCalls, (m) => m.fetchAccommodations),
});
export const railFly = createResourceSlice<RailFly[], void>({
  name: 'railFly',
  empty: [],
  load: loadWithCall(catalogueCalls, (m) => (api, _arg, options) => m.fetchRailFly(api, options)),
});
