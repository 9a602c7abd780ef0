import { useState } from 'react';
import { useAppSelectorWith } from '@/app/hooks';
import type { StopFilter } from '@/domain/fares';
import type { FareSort } from '@/domain/fare-sort';
import { selectFareList } from '../../fare-selectors';

/** Fares shown at a time: the list grows by this many on request (500 fares stay quick). */
export const FARE_PAGE = 10;

/**
 * The fare list as the dialog shows it: sorted, filtered by stops, a page at a time, and which
 * fare's heading takes the focus after 'show more' or 'cheapest first'.
 */
export function useFareListView() {
  const [sort, setSort] = useState<FareSort>('best');
  const [stops, setStops] = useState<StopFilter>('any');
  const [shown, setShown] = useState(FARE_PAGE);
  // A new object for each request, so asking twice for the same fare focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const list = useAppSelectorWith(selectFareList, { sort, stops });

  const sortChosen = (nextSort: FareSort) => {
    setSort(nextSort);
    setShown(FARE_PAGE);
  };
  const stopsChosen = (nextStops: StopFilter) => {
    setStops(nextStops);
    setShown(FARE_PAGE);
  };
  const showFirst = (nextSort: FareSort) => {
    setSort(nextSort);
    setShown(FARE_PAGE);
    setFocusRequest({ index: 0 });
  };
  const showMore = () => {
    setFocusRequest({ index: shown });
    setShown(shown + FARE_PAGE);
  };
  return {
    sort,
    stops,
    shown,
    focusRequest,
    list,
    visible: list.fares.slice(0, shown),
    sortChosen,
    stopsChosen,
    showFirst,
    showMore,
  };
}
