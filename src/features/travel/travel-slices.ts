import { fetchTravel, type TravelParams } from '@/api/travel';
import type { Travel } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

/** A travel load error clears the travel (spec part 1 §4); an unknown trip (404) has its own page, not the overlay. */
export const travel = createResourceSlice<Travel | null, TravelParams>({
  name: 'travel',
  empty: null,
  load: fetchTravel,
  quiet: (error) => error.status === 404,
});
