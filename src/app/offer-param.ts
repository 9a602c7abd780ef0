import { OFFER_PARAM } from '@/config/paths';

/**
 * The shared offer the address carries, taken once: the parameter leaves the address as it is
 * read (no history entry), so a reload or a retry of the page's calls never lays the offer again
 * over what the person changed since.
 */
export function takeOfferParam(): string | null {
  const url = new URL(window.location.href);
  const text = url.searchParams.get(OFFER_PARAM);
  if (text === null) return null;
  url.searchParams.delete(OFFER_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return text;
}
