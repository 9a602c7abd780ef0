import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLaterFamily } from '@/lib/use-later-family';
import { selectTripPriceKnown } from '@/features/pricing';
import { insuranceChosen } from '../insurance-reducers';
import { selectInsurance } from '@/features/choices';
import { insurance } from '../insurance-slice';
import { askInsuranceOffers } from '../insurance-thunks';
import { selectInsuranceOfferable, selectInsuranceOffers, selectInsuranceQuery, selectOffersShown } from '../selectors';

/**
 * The insurance offers for this trip and party: loaded once start, end, price, countries and a
 * birthday are known, and again when they change; a country without insurance clears the choice.
 */
export function useInsuranceOffers() {
  const dispatch = useAppDispatch();
  // The offers' family joins the store with the box.
  const ready = useLaterFamily('insurance', insurance.reducer);
  const query = useAppSelector(selectInsuranceQuery);
  const offerable = useAppSelector(selectInsuranceOfferable);
  const offers = useAppSelector(selectInsuranceOffers);
  const shown = useAppSelector(selectOffersShown);
  const chosen = useAppSelector(selectInsurance);

  // Loaded when the facts are known, again when they change (a birthday completed, the price).
  // Asked once the replies that price the trip are in (a reload on step 2): before them the price
  // asked about is not the trip's, and the offers would take a chosen tariff back.
  const priceKnown = useAppSelector(selectTripPriceKnown);
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (ready && query && priceKnown) void dispatch(askInsuranceOffers(query));
    // (The key stands for the query's content.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, priceKnown, dispatch]);
  // A country without insurance clears the choice (spec part 2 §5 'otherwise offers are cleared').
  useEffect(() => {
    if (!offerable && chosen) dispatch(insuranceChosen(null));
  }, [offerable, chosen, dispatch]);

  const retry = () => {
    if (query) void dispatch(askInsuranceOffers(query));
  };
  return { query, offerable, offers, shown, chosen, retry };
}
