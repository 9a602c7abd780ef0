import type { RootState } from '@/app/store';
import { fetchAirports } from '@/api/catalogue';
import { airportGroupsSchema, type AirportGroups } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

/** No airports: every group of the schema, empty (its defaults). */
export const EMPTY_AIRPORTS: AirportGroups = airportGroupsSchema.parse({});
export const airports = createResourceSlice<AirportGroups, void>({
  name: 'airports',
  empty: EMPTY_AIRPORTS,
  load: (api, _arg, options) => fetchAirports(api, options),
});

export const selectAirportGroups = (state: RootState) => state.airports.data;
export const selectAirportsFailed = (state: RootState) => state.airports.status === 'failed';
