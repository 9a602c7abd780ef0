import { searchFares } from '@/api/fare-search';
import type { Fare, FareSearchRequest } from '@/api/schemas';
import { fareValidUntil } from '@/domain/fare-validity';
import { offeredFares, type FareWindow } from '@/domain/fares';
import { createResourceSlice } from '@/lib/request-phases';

/** One fare search's answer as the widget offers it (spec part 2 §3 'Fare search result'). */
export interface FareOffer {
  id: string;
  /** The server's validity minus 5 minutes (spec part 2 §9). */
  validUntil: string | null;
  /** The server says only a request is possible. */
  request: boolean;
  /** The fares that fit the trip, rounded up and merged (spec part 2 §5). */
  fares: Fare[];
  /** The search that found them, and the window they were fitted to. */
  search: FareSearchRequest;
  window: FareWindow;
}

/**
 * The fare search family (spec part 2 §4 'Flight widget states'): searching, results, failed. It
 * joins the store when the widget loads. A failure is shown in the widget, not in the overlay.
 */
export const fareSearch = /* @__PURE__ */ createResourceSlice<
  FareOffer | null,
  { search: FareSearchRequest; window: FareWindow }
>({
  name: 'fareSearch',
  empty: null,
  load: async (api, { search, window }, { signal }) => {
    const { fareSearchResult: result } = await searchFares(api, search, { signal });
    const fares = result.fares.filter((fare): fare is Fare => fare !== null);
    return {
      id: String(result.fareResultID),
      validUntil: fareValidUntil(result.validUntil),
      request: result.request,
      fares: offeredFares(fares, window),
      search,
      window,
    };
  },
  quiet: true,
});
