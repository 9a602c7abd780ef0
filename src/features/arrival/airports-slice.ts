import type { RootState } from '@/app/store';
import { AIRPORT_GROUPS, type Airport, type AirportGroups } from '@/api/schemas';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

/** No airports: every group, empty (as the schema reads a reply without them). */
export const EMPTY_AIRPORTS = Object.fromEntries(
  AIRPORT_GROUPS.map((group): [string, Airport[]] => [group, []]),
) as AirportGroups;
/** A failed load is said in the fare search, with its cause and the retry: not in the overlay too. */
export const airports = createResourceSlice<AirportGroups, void>({
  name: 'airports',
  empty: EMPTY_AIRPORTS,
  quiet: true,
  load: loadWithCall(
    () => import('@/api/catalogue'),
    (m) => (api, _arg, options) => m.fetchAirports(api, options),
  ),
});

export const selectAirportGroups = (state: RootState) => state.airports.data;
export const selectAirportsFailed = (state: RootState) => state.airports.status === 'failed';
