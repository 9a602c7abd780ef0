import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { confirmationPageUrl } from '@/config/paths';
import type { Language } from '@/config/page-config';
import { beginCheckoutEvent, newsletterSignUpEvent, purchaseEvent } from '@/domain/analytics';
import type { FlexVariant } from '@/domain/flex-variant';
import { submitDestination } from '@/domain/redirect';
import type { SubmitRefusal } from '@/domain/submit';
import {
  bookingSubmit,
  hasUnansweredSubmit,
  selectPricesRenewedSince,
  selectPricesStale,
  selectSubmitFailure,
  selectSubmitSending,
  selectTrackedBooking,
} from '@/features/booking';
import { loginEnded, selectLoginEnded } from '@/features/travellers';
import type { LoginKind } from '@/domain/login';
import { ASK_AGAIN_SECONDS } from '@/domain/submit-outcome';
import type { RootState } from '@/app/store';
import { useAskAgainWhenOnline } from '@/lib/use-ask-again';
import { selectTotals } from '@/features/pricing';
import { selectMissingConsents } from '@/features/checkout';
import { errorsCleared } from '@/features/errors';
import { track } from '@/lib/analytics';
import { rememberJustBooked } from '@/lib/just-booked';
import { consentInputId } from './ConsentList';
import { FLEX_BOX_ID } from './FlexBox';
import { PAYMENT_CHOICE_ID } from './PaymentChoice';
import { OVERVIEW_FLAG_IDS } from './SummaryFlag';

export const SUBMIT_ERROR_ID = 'submit-error';
/** Where a changed price is said, beside the total: a submit that found one focuses it. */
export const PRICE_CHANGE_ID = 'price-change';

/** The total before and after the prices were asked for again. */
export interface PriceChange {
  before: number;
  after: number;
}

/** Where a refusal is fixed on this page, in page order; other refusals point at the notice with its links. */
function firstProblem(refusals: readonly SubmitRefusal[], missingConsent: string | null): HTMLElement | null {
  const byId = (id: string) => document.getElementById(id);
  // A room, flight or street flag stands in the summary above everything else.
  const flag = Object.values(OVERVIEW_FLAG_IDS)
    .map(byId)
    .find((element) => element !== null);
  if (flag && (refusals.includes('stepOne') || refusals.includes('stepTwo'))) return flag;
  if (refusals.includes('insuranceChoice')) return byId('insurance-missing');
  if (refusals.includes('flex')) return byId(FLEX_BOX_ID)?.querySelector<HTMLElement>('input') ?? null;
  if (refusals.includes('payment')) return byId(PAYMENT_CHOICE_ID)?.querySelector<HTMLElement>('input') ?? null;
  if (refusals.includes('consents') && missingConsent) return byId(missingConsent);
  return null;
}

/**
 * Whose login a 401 ended: the booking's own record, else its agency, else a logged-in customer;
 * null for a guest (nothing to log in again: the server's message stands at the payment area).
 */
const endedLoginKind = (state: RootState): LoginKind | null =>
  state.booking.travellers.loggedInAs ??
  (state.booking.travellers.travelAgency !== null ? 'agency' : state.user.data.id !== null ? 'customer' : null);

/** No host of its own beyond the page's: a payment address elsewhere confirms here instead. */
const NO_PAYMENT_HOSTS: readonly string[] = [];

export interface SubmitOptions {
  language: Language;
  whitelabel: string | null;
  flexVariant?: FlexVariant;
  paymentHosts?: readonly string[];
  /** Writes the booking to the browser's storage now (before it is sent). */
  onSaving?: () => Promise<unknown>;
  onBooked?: () => void;
  onSubmitted: (url: string) => void;
  /** Asks the server again for what prices the booking and takes the choices anew (app/load-booking-page). */
  refreshPrices?: () => Promise<void>;
}

/**
 * Step 3's submit (spec part 2 §4): the overlay at once, errors cleared, the booking saved, then
 * sent once (the thunk re-checks it and ignores a second click while one is on its way). A refusal
 * marks the fields and focuses the first; a success is tracked (kind and amount, no person) and
 * goes to the returned address, or confirms here when that address is not safe to follow.
 */
export function useSubmitBooking({
  language,
  whitelabel,
  flexVariant = 'A',
  paymentHosts = NO_PAYMENT_HOSTS,
  onSaving,
  onBooked,
  onSubmitted,
  refreshPrices,
}: SubmitOptions) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [submitting, setSubmitting] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [confirmedHere, setConfirmedHere] = useState(false);
  // Where focus goes after a failed submit, found once the page is no longer inert.
  const focusTarget = useRef<(() => HTMLElement | null) | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const sending = useAppSelector(selectSubmitSending);
  const busy = useRef(false);
  const resumeAfterLogin = useRef(false);
  // The server refused a changed price and the prices of now could not be asked for yet.
  const pricesUnconfirmed = useRef(false);
  const [pricesUnavailable, setPricesUnavailable] = useState(false);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // A booking sent without an answer (this visit, or before a reload): asked for again, never booked anew.
  const [unsettled, setUnsettled] = useState(() => hasUnansweredSubmit(store.getState().booking.travelCode));

  /**
   * Asks the server again for what prices the booking (always when forced, else when the replies
   * are older than their time: domain/freshness). Answers the total before and after, or null when
   * nothing was asked, or not every price came back and the total stayed.
   */
  const renewTotals = useCallback(
    async (force: boolean): Promise<PriceChange | null> => {
      if (!refreshPrices || (!force && !selectPricesStale(store.getState(), Date.now()))) return null;
      const before = selectTotals(store.getState()).totalPrice;
      const since = Date.now();
      setRefreshing(true);
      try {
        await refreshPrices();
      } finally {
        setRefreshing(false);
      }
      const after = selectTotals(store.getState()).totalPrice;
      // Not every price came back: null (nothing confirmed), unless what did come changed the total,
      // which the person sees before anything goes.
      if (!selectPricesRenewedSince(store.getState(), since) && after === before) return null;
      return { before, after };
    },
    [store, refreshPrices],
  );

  /**
   * True when the total stayed (the booking may go), false when it changed: the change is shown
   * beside the total, and the next press sends the booking at the new price.
   */
  const freshTotalUnchanged = useCallback(async (): Promise<boolean> => {
    const change = await renewTotals(false);
    if (!change || change.after === change.before) return true;
    setPriceChange(change);
    return false;
  }, [renewTotals]);

  // Step 3 opened with prices older than their time (a tab left open, a stored booking): asked again at once.
  useEffect(() => {
    void Promise.resolve().then(freshTotalUnchanged);
  }, [freshTotalUnchanged]);

  useEffect(() => {
    const find = focusTarget.current;
    if (!find || submitting || sending) return;
    focusTarget.current = null;
    requestAnimationFrame(() => {
      const target = find();
      target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      target?.focus({ preventScroll: true });
    });
  }, [focusRequest, submitting, sending]);

  // Opening step 3 begins the checkout (once per visit of the page).
  useEffect(() => {
    track(beginCheckoutEvent(selectTrackedBooking(store.getState())));
  }, [store]);

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    let booked = false;
    setSubmitting(true);
    setShowErrors(true);
    try {
      dispatch(errorsCleared());
      // A login that ended and was not given again: it is asked for again instead of sending.
      if (selectLoginEnded(store.getState())) {
        dispatch(loginEnded({ kind: endedLoginKind(store.getState()) }));
        resumeAfterLogin.current = true;
        return;
      }
      // A booking whose answer never came is asked for again as it was sent (its prices included).
      const resend = hasUnansweredSubmit(store.getState().booking.travelCode);
      // After a change the server refused, the booking goes only at prices the person has seen.
      if (!resend && pricesUnconfirmed.current) {
        const change = await renewTotals(true);
        setPriceChange(change);
        setPricesUnavailable(change === null);
        if (change === null || change.after !== change.before) {
          focusTarget.current = () => document.getElementById(PRICE_CHANGE_ID);
          setFocusRequest((n) => n + 1);
          return;
        }
        pricesUnconfirmed.current = false;
      } else if (!resend && !(await freshTotalUnchanged())) {
        focusTarget.current = () => document.getElementById(PRICE_CHANGE_ID);
        setFocusRequest((n) => n + 1);
        return;
      }
      try {
        await onSaving?.();
      } catch {
        /* the storage may be full or off: the booking is still sent */
      }
      const result = await dispatch(bookingSubmit({ language, whitelabel, flexVariant }));
      if (bookingSubmit.fulfilled.match(result)) {
        const state = store.getState();
        track(purchaseEvent(selectTrackedBooking(state), result.payload.bookingNo));
        if (state.booking.checkout.newsletter && state.booking.travellers.travelAgency === null)
          track(newsletterSignUpEvent());
        onBooked?.();
        rememberJustBooked(result.payload.bookingNo);
        // Booked: the page is on its way out and takes no second submit.
        booked = true;
        setUnsettled(false);
        const destination = submitDestination(result.payload, {
          origin: window.location.origin,
          allowedHosts: paymentHosts,
          confirmationUrl: (no) => confirmationPageUrl(language, no),
        });
        if (destination.kind === 'go') onSubmitted(destination.url);
        else setConfirmedHere(true);
        return;
      }
      const error = result.payload;
      const failure = selectSubmitFailure(store.getState());
      setUnsettled(failure === 'unknown');
      // Refused for a changed price or place: the prices of now, and the total they make, before the next press.
      if (failure === 'changed') {
        const change = await renewTotals(true);
        setPriceChange(change);
        // (Without a way to ask, as in an embedding that passes none, there is nothing to wait for.)
        pricesUnconfirmed.current = change === null && refreshPrices !== undefined;
        setPricesUnavailable(pricesUnconfirmed.current);
      }
      // The login ended: it is asked for again (features/travellers), and once it holds (or the person
      // goes on as a guest) the booking is sent again under the same key.
      if (failure === 'loggedOut') {
        const kind = endedLoginKind(store.getState());
        dispatch(loginEnded({ kind }));
        resumeAfterLogin.current = kind !== null;
      }
      const refusals = error?.kind === 'refused' ? error.refusals : [];
      const missingConsent = selectMissingConsents(store.getState())[0];
      // The first mark on the page, or the message at the payment area (a failed call).
      focusTarget.current = () =>
        firstProblem(refusals, missingConsent ? consentInputId(missingConsent) : null) ??
        document.getElementById(SUBMIT_ERROR_ID);
      setFocusRequest((n) => n + 1);
    } finally {
      busy.current = booked;
      setSubmitting(false);
    }
  }, [
    dispatch,
    store,
    language,
    whitelabel,
    flexVariant,
    paymentHosts,
    onSaving,
    onBooked,
    onSubmitted,
    freshTotalUnchanged,
    renewTotals,
    refreshPrices,
  ]);

  useAskAgainWhenOnline(unsettled, submit, { everyMs: ASK_AGAIN_SECONDS * 1000 });

  const loginAskedFor = useAppSelector(selectLoginEnded);
  useEffect(() => {
    if (loginAskedFor || !resumeAfterLogin.current) return;
    resumeAfterLogin.current = false;
    void submit();
  }, [loginAskedFor, submit]);

  return { submit, submitting, showErrors, confirmedHere, priceChange, pricesUnavailable, refreshing, unsettled };
}
