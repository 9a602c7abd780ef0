import type { RootState } from '@/app/store';
import { SERVICE_KINDS } from '@/api/service-kinds';

/**
 * Every reply that prices the trip has answered (or failed, which its own place says): the dates,
 * the services (the compulsory upgrades among them), the extensions, rail and fly and the flights.
 * Before that, a price asked about elsewhere (the insurance offers) would not be the trip's.
 */
export const selectTripPriceKnown = (state: RootState): boolean =>
  [
    state.schedules,
    state.flights,
    state.accommodations,
    state.railFly,
    ...SERVICE_KINDS.map((kind) => state[kind.family]),
  ].every((family) => family.status === 'succeeded' || family.status === 'failed');
