import { fetchTravelList, type TravelListParams } from '../../api/travel';
import type { TravelSummary } from '../../api/schemas';
import { createResourceSlice } from '../../lib/request-phases';

/** The travel list of the start page (spec part 2 §7 GET /fapi/travel); it joins the store with that page. */
export const travelList = createResourceSlice<TravelSummary[], TravelListParams | void>({
  name: 'travelList',
  empty: [],
  load: (api, params) => fetchTravelList(api, params ?? {}),
});
