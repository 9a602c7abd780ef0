import type { ApiClient } from './client';
import { travelListSchema, type TravelSummary } from './schemas/travel-list';
import type { TravelListCall } from '../domain/trip-finder';
import { LANGUAGE_PREFIX_SOURCE, TRAVEL_CODE_PATTERN } from '../config/language';

/**
 * The trip finder's list (spec part 2 §7): GET /fapi/travel with the filter's lists, or POST with
 * the same query and a search body when a search is set. Items that break the contract are left out.
 */
export async function fetchTravelList(
  client: ApiClient,
  call: TravelListCall,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TravelSummary[]> {
  const list = await client.request('/fapi/travel', {
    method: call.search === null ? 'GET' : 'POST',
    query: { ...call.query },
    body: call.search === null ? undefined : { search: call.search },
    schema: travelListSchema,
    signal,
  });
  return list.filter((trip): trip is TravelSummary => trip !== null);
}

/**
 * POST /fapi/travel/search-box (spec part 2 §7: the `asi_travel_search` field, a text reply): the
 * server's suggestions as HTML, read for their trip links only (its markup is never shown).
 */
export async function fetchSearchSuggestions(
  client: ApiClient,
  text: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ code: string; name: string }[]> {
  const html = await client.request('/fapi/travel/search-box', {
    method: 'POST',
    body: { asi_travel_search: text },
    responseType: 'text',
    signal,
  });
  return suggestionsIn(String(html));
}

/** A booking page's address, absolute or not, in any language: its travel code. */
const BOOKING_LINK = new RegExp(
  `^(?:https?://[^/]+)?/${LANGUAGE_PREFIX_SOURCE}b/(${TRAVEL_CODE_PATTERN.source.slice(1, -1)})/?(?:[?#].*)?$`,
);

/** The trips an HTML reply links to (`/b/{code}` in any language), each once, named by the link's text. */
export function suggestionsIn(html: string): { code: string; name: string }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const seen = new Set<string>();
  const found: { code: string; name: string }[] = [];
  for (const link of doc.querySelectorAll('a[href]')) {
    const match = BOOKING_LINK.exec(link.getAttribute('href') ?? '');
    const name = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!match?.[1] || name === '' || seen.has(match[1])) continue;
    seen.add(match[1]);
    found.push({ code: match[1], name: name.slice(0, 200) });
  }
  return found.slice(0, 10);
}
