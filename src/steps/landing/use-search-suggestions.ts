import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { suggestTrips } from '@/features/travel';

/** Half a second after typing stops, as a search box does; two characters at least. */
const SUGGEST_DELAY_MS = 300;
const SUGGEST_MIN_LENGTH = 2;

/**
 * The search box's suggestions (spec part 2 §7 POST /fapi/travel/search-box) for what is typed: a
 * newer text cancels the older call; a failure shows none (the search itself still works).
 */
export function useSearchSuggestions(text: string): { code: string; name: string }[] {
  const dispatch = useAppDispatch();
  const [found, setFound] = useState<{ text: string; list: { code: string; name: string }[] }>({ text: '', list: [] });
  const wanted = text.trim();
  useEffect(() => {
    if (wanted.length < SUGGEST_MIN_LENGTH) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      dispatch(suggestTrips(wanted, controller.signal)).then(
        (list) => setFound({ text: wanted, list }),
        () => setFound({ text: wanted, list: [] }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [dispatch, wanted]);
  return found.text === wanted && wanted.length >= SUGGEST_MIN_LENGTH ? found.list : [];
}
