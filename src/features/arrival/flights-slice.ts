import { fetchFlights } from '@/api/flights';
import type { Flight } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

export const flights = createResourceSlice<Flight[], string>({ name: 'flights', empty: [], load: fetchFlights });
