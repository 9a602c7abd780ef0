import { fetchTravelList } from '@/api/travel-list';
import type { TravelSummary } from '@/api/schemas/travel-list';
import type { TravelListCall } from '@/domain/trip-finder';
import { createResourceSlice } from '@/lib/request-phases';

/** The trip finder's list (spec part 2 §7 GET or POST /fapi/travel); it joins the store with the start page. */
export const travelList = createResourceSlice<TravelSummary[], TravelListCall>({
  name: 'travelList',
  empty: [],
  load: (api, call, { signal }) => fetchTravelList(api, call, { signal }),
  // The finder says so itself, with a retry: no overlay on top of it.
  quiet: true,
});
