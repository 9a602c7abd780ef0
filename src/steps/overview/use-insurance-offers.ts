import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { insurance, selectInsuranceOffers, selectInsuranceQuery } from '@/features/insurance';
import { useLaterFamily } from '@/lib/use-later-family';

/**
 * The insurance offers step 3 decides on: after a reload straight onto step 3 they are loaded
 * again, so the 'choose your cover' rule holds whatever route led here.
 */
export function useInsuranceOffers() {
  const dispatch = useAppDispatch();
  const ready = useLaterFamily('insurance', insurance.reducer);
  const query = useAppSelector(selectInsuranceQuery);
  const offers = useAppSelector(selectInsuranceOffers);
  useEffect(() => {
    if (ready && query && offers.status === 'idle') void dispatch(insurance.fetch(query));
  }, [ready, query, offers.status, dispatch]);
}
