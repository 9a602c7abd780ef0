import type { Accommodation, RailFly, ServiceEntry } from '@/api/schemas';
import { byServiceFamily } from '@/api/service-kinds';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

const catalogueCalls = () => import('@/api/catalogue');

// The extras' catalogue families: the services by kind, the extensions (accommodations), rail and fly.
// A failed load is said in its own box, with its cause and the retry: not in the overlay too.

/** One family per kind of service the trip lists (upgrades, equipment, transfers …), by its name. */
export const serviceFamilies = byServiceFamily((kind) =>
  createResourceSlice<ServiceEntry[], string>({
    name: kind.family,
    empty: [],
    quiet: true,
    load: loadWithCall(catalogueCalls, (m) => (api, code, options) => m.fetchServiceEntries(api, kind, code, options)),
  }),
);
export const { upgrades, equipment, transfers } = serviceFamilies;
export const accommodations = createResourceSlice<Accommodation[], string>({
  name: 'accommodations',
  empty: [],
  quiet: true,
  load: loadWithCall(catalogueCalls, (m) => m.fetchAccommodations),
});
export const railFly = createResourceSlice<RailFly[], void>({
  name: 'railFly',
  empty: [],
  quiet: true,
  load: loadWithCall(catalogueCalls, (m) => (api, _arg, options) => m.fetchRailFly(api, options)),
});
