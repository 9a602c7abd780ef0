import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { Language } from '@/config/page-config';
import { landingPageUrl } from '@/config/paths';
import { TRIP_FILTER_CHOICES } from '@/config/trip-finder';
import { filterFromQuery, filterToQuery, travelListCall, type TripFilter } from '@/domain/trip-finder';
import { travelList } from '@/features/travel';

/**
 * The finder's filter, kept in the address, and the search field's text; the trips are loaded for
 * each filter. Back and forward follow the address.
 */
export function useTripFilter(language: Language) {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<TripFilter>(() => filterFromQuery(window.location.search, TRIP_FILTER_CHOICES));
  const [text, setText] = useState(filter.search);
  // Each filter is an address of its own: back and forward step through them, reload keeps it.
  // (The first one only tidies the address it came with.)
  const addressed = useRef(false);
  useEffect(() => {
    const address = `${landingPageUrl(language)}${filterToQuery(filter)}`;
    if (`${window.location.pathname}${window.location.search}` !== address)
      window.history[addressed.current ? 'pushState' : 'replaceState'](window.history.state, '', address);
    addressed.current = true;
    const request = dispatch(travelList.fetch(travelListCall(filter)));
    return () => request.abort();
  }, [dispatch, filter, language]);
  useEffect(() => {
    const followAddress = () => {
      const next = filterFromQuery(window.location.search, TRIP_FILTER_CHOICES);
      setFilter(next);
      setText(next.search);
    };
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, []);
  return { filter, setFilter, text, setText };
}
