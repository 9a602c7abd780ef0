import { OFFER_PARAM } from '@/config/paths';

/**
 * The shared offer the address carries: read first, and dropped from the address (no history
 * entry) once the offer is applied, so a reload or a retry of the page's calls never lays it again
 * over what the person changed since; a failed load of its code keeps it.
 */
export const offerParam = {
  read: (): string | null => new URL(window.location.href).searchParams.get(OFFER_PARAM),
  drop: (): void => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(OFFER_PARAM)) return;
    url.searchParams.delete(OFFER_PARAM);
    window.history.replaceState(window.history.state, '', url);
  },
};
