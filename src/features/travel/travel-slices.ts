import { fetchTravel, type TravelParams } from '@/api/travel';
import type { Travel } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

/**
 * A travel load error clears the travel (spec part 1 §4). The page says it in place of the trip,
 * with its cause and the retry (an unknown trip on its own page): not in the overlay too.
 */
export const travel = createResourceSlice<Travel | null, TravelParams>({
  name: 'travel',
  empty: null,
  load: fetchTravel,
  quiet: true,
});
