import type { Flight } from '@/api/schemas';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

export const flights = createResourceSlice<Flight[], string>({
  name: 'flights',
  empty: [],
  load: loadWithCall(
    () => import('@/api/flights'),
    (m) => m.fetchFlights,
  ),
});
