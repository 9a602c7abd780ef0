import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { askInsuranceOffers, insurance, selectInsuranceOffers, selectInsuranceQuery } from '@/features/insurance';
import { useLaterFamily } from '@/lib/use-later-family';
import { selectTripPriceKnown } from '@/features/pricing';

/**
 * The insurance offers step 3 decides on: after a reload straight onto step 3 they are loaded
 * again, and again when the booking changed since they were asked for (a new date chosen from
 * the step bar), so the 'choose your cover' rule and the price sent hold whatever route led here.
 */
export function useInsuranceOffers() {
  const dispatch = useAppDispatch();
  const ready = useLaterFamily('insurance', insurance.reducer);
  const query = useAppSelector(selectInsuranceQuery);
  const offers = useAppSelector(selectInsuranceOffers);
  // Asked once the replies that price the trip are in: before them the price asked about is not the trip's.
  const priceKnown = useAppSelector(selectTripPriceKnown);
  const key = query ? JSON.stringify(query) : null;
  const askedKey = offers.asked ? JSON.stringify(offers.asked) : null;
  useEffect(() => {
    if (ready && query && priceKnown && (offers.status === 'idle' || key !== askedKey))
      void dispatch(askInsuranceOffers(query));
    // (The keys stand for the queries' content.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, priceKnown, key, askedKey, offers.status, dispatch]);
}
