import type { Flight } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

// The flight list's reply schema loads with its call (after the first paint), not with the page.
export const flights = createResourceSlice<Flight[], string>({
  name: 'flights',
  empty: [],
  load: (api, code, call) => import('@/api/flights').then(({ fetchFlights }) => fetchFlights(api, code, call)),
});
