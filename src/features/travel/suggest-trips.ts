import { fetchSearchSuggestions } from '@/api/travel-list';
import type { AppThunk } from '@/lib/app-thunk';

/** The search box's suggestions for a text (spec part 2 §7 POST /fapi/travel/search-box). */
export const suggestTrips =
  (text: string, signal?: AbortSignal): AppThunk<Promise<{ code: string; name: string }[]>> =>
  (_dispatch, _getState, { api }) =>
    fetchSearchSuggestions(api, text, { signal });
