import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fareOfferExpired } from '../../arrival-reducers';
import { selectFareOfferExpiredNotice } from '../../fare-selectors';

/**
 * The chosen fare's offer runs out: the fare goes (spec part 2 §4), only 'search again' is
 * offered, and focus that sat on a button the expiry removed goes to it.
 */
export function useFareExpiry(expiredNow: boolean, now: number) {
  const dispatch = useAppDispatch();
  const expiredNotice = useAppSelector(selectFareOfferExpiredNotice);
  const expiredButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (expiredNow) dispatch(fareOfferExpired({ now: new Date(now).toISOString() }));
  }, [expiredNow, now, dispatch]);
  useEffect(() => {
    if (expiredNotice && document.activeElement === document.body) expiredButton.current?.focus();
  }, [expiredNotice]);
  return { expiredNotice, expiredButton };
}
