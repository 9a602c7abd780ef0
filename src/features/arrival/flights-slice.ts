import type { Flight } from '@/api/schemas';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

/** A failed load is said in the flight section, with its cause and the retry: not in the overlay too. */
export const flights = createResourceSlice<Flight[], string>({
  name: 'flights',
  empty: [],
  quiet: true,
  load: loadWithCall(
    () => import('@/api/flights'),
    (m) => m.fetchFlights,
  ),
});
