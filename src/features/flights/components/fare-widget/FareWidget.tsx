import './fare-widget.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AIRPORT_GROUPS, type Fare } from '@/api/schemas';
import { useDeadlineClock } from '@/lib/use-deadline-clock';
import { useLaterFamily } from '@/lib/use-later-family';
import { departureAirportChosen, fareCleared, fareExpiryNoticed, fareOfferExpired } from '@/features/booking';
import { selectAirportGroups, selectAirportsFailed } from '@/features/catalogue';
import { chooseFare, requestFlight, searchFlights } from '../../fare-actions';
import { fareSearch } from '../../fare-search-slice';
import {
  selectChosenFare,
  selectFareOffer,
  selectFareOfferExpiredNotice,
  selectFareValidUntil,
  selectFlightRequested,
  selectFareSearchForm,
  selectFareSearchStatus,
  selectOfferExpired,
} from '../../fare-selectors';
import { FareDialog } from './FareDialog';
import { ChosenFlight } from './ChosenFlight';
import { FareSearchForm } from './FareSearchForm';
import { RequestedFlight } from './RequestedFlight';
import { SearchingOverlay } from './SearchingOverlay';

/**
 * The flight widget of step 1 (spec part 2 §2, §4): search form, searching overlay, fare dialog,
 * the chosen flight with change and remove, the expired offer, and the flight request. Its code
 * loads when the flight section offers flight booking.
 */
export default function FareWidget({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation(['flights', 'extras']);
  const dispatch = useAppDispatch();
  const ready = useLaterFamily('fareSearch', fareSearch.reducer);
  const form = useAppSelector(selectFareSearchForm);
  const status = useAppSelector(selectFareSearchStatus);
  const offer = useAppSelector(selectFareOffer);
  const requested = useAppSelector(selectFlightRequested);
  const airportGroups = useAppSelector(selectAirportGroups);
  const airportsFailed = useAppSelector(selectAirportsFailed);
  const chosenValidUntil = useAppSelector(selectFareValidUntil);
  const now = useDeadlineClock([chosenValidUntil, offer?.validUntil]);
  const chosen = useAppSelector((s) => selectChosenFare(s, now));
  const offerExpired = useAppSelector((s) => selectOfferExpired(s, now));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const [touched, setTouched] = useState(false);
  const running = useRef<{ abort: () => void } | null>(null);
  const airportInput = useRef<HTMLInputElement | null>(null);
  const chosenHeading = useRef<HTMLHeadingElement | null>(null);
  const searchButton = useRef<HTMLButtonElement | null>(null);
  const formHeading = useRef<HTMLHeadingElement | null>(null);
  const requestedNotice = useRef<HTMLParagraphElement | null>(null);
  const expiredButton = useRef<HTMLButtonElement | null>(null);
  // Where the focus goes after a change replaced what had it (a new object for each request).
  const [focusTarget, setFocusTarget] = useState<{ to: 'chosen' | 'form' | 'requested' } | null>(null);
  const expiredNotice = useAppSelector(selectFareOfferExpiredNotice);

  const groups = useMemo(
    () =>
      AIRPORT_GROUPS.map((group) => ({
        group,
        label: t(`extras:flight.group.${group}`),
        airports: airportGroups[group],
      })),
    [airportGroups, t],
  );
  const airportName = (code: string | null) =>
    AIRPORT_GROUPS.flatMap((g) => airportGroups[g]).find((a) => a.code === code)?.name ?? code ?? '';

  useEffect(() => {
    if (!focusTarget) return;
    const target = { chosen: chosenHeading, form: formHeading, requested: requestedNotice }[focusTarget.to];
    target.current?.focus();
  }, [focusTarget]);
  // The chosen fare's offer runs out: the fare goes (spec part 2 §4), only 'search again' is offered.
  const expiredNow = chosen?.expired ?? false;
  useEffect(() => {
    if (expiredNow) dispatch(fareOfferExpired({ now: new Date(now).toISOString() }));
  }, [expiredNow, now, dispatch]);
  // Focus that sat on a button the expiry removed goes to 'search again'.
  useEffect(() => {
    if (expiredNotice && document.activeElement === document.body) expiredButton.current?.focus();
  }, [expiredNotice]);
  useEffect(() => () => running.current?.abort(), []);

  const showProblems = touched || showErrors;
  const problems = form.problems;
  const search = async () => {
    setTouched(true);
    const pending = dispatch(searchFlights());
    if (!pending) {
      if (problems.airport) airportInput.current?.focus();
      return;
    }
    running.current = pending;
    const result = await pending;
    running.current = null;
    if (fareSearch.fetch.fulfilled.match(result)) setDialogOpen(true);
  };
  // From the expired flight: the form shows, its search button takes the focus (the overlay and the
  // dialog give it back there), then the search runs.
  const searchAgain = () => {
    flushSync(() => {
      dispatch(fareExpiryNoticed());
      setChanging(false);
    });
    searchButton.current?.focus();
    void search();
  };
  const choose = (fare: Fare, connections: number[]) => {
    if (dispatch(chooseFare({ fare, connections }))) {
      setDialogOpen(false);
      setChanging(false);
      setFocusTarget({ to: 'chosen' });
    }
  };
  const request = () => {
    setDialogOpen(false);
    setChanging(false);
    dispatch(requestFlight());
    setFocusTarget({ to: 'requested' });
  };
  const clearChoice = () => {
    dispatch(fareCleared());
    setFocusTarget({ to: 'form' });
  };
  const otherAirport = () => {
    setDialogOpen(false);
    setChanging(true);
    // After the dialog has given focus back.
    setTimeout(() => airportInput.current?.focus(), 0);
  };

  if (!ready) return null;

  if (requested) {
    return (
      <RequestedFlight
        noticeRef={requestedNotice}
        airport={form.departureAirport ? airportName(form.departureAirport) : null}
        onCancel={clearChoice}
      />
    );
  }

  const airportError = showProblems && problems.airport === 'airportRequired' ? t('validation.airportRequired') : null;
  const searching = status === 'pending';
  const dialog =
    dialogOpen && offer ? (
      <FareDialog
        from={airportName(offer.search.departureAirport)}
        expired={offerExpired}
        onChoose={choose}
        onClose={() => setDialogOpen(false)}
        onSearchAgain={() => {
          setDialogOpen(false);
          void search();
        }}
        onRequest={request}
        onOtherAirport={otherAirport}
      />
    ) : null;
  const overlay = searching ? (
    <SearchingOverlay
      text={t('search.searching')}
      cancel={t('search.cancel')}
      onCancel={() => running.current?.abort()}
    />
  ) : null;

  if (expiredNotice && !chosen) {
    return (
      <div className="fare-widget">
        <div className="notice notice--error" role="alert">
          <p>{t('expired.text')}</p>
          <button type="button" ref={expiredButton} className="button button--primary" onClick={searchAgain}>
            {t('expired.searchAgain')}
          </button>
        </div>
        {overlay}
        {dialog}
      </div>
    );
  }

  if (chosen && !changing) {
    return (
      <div className="fare-widget">
        <ChosenFlight
          chosen={chosen}
          headingRef={chosenHeading}
          onChange={() => {
            if (offer && !offerExpired) setDialogOpen(true);
            else setChanging(true);
          }}
          onRemove={clearChoice}
        />
        {overlay}
        {dialog}
      </div>
    );
  }

  return (
    <div className="fare-widget">
      <FareSearchForm
        form={form}
        groups={groups}
        airportsFailed={airportsFailed}
        airportError={airportError}
        showProblems={showProblems}
        searching={searching}
        failed={status === 'failed'}
        canShowResults={!!offer && !offerExpired && !dialogOpen && offer.fares.length > 0}
        headingRef={formHeading}
        airportInputRef={(element) => {
          airportInput.current = element;
        }}
        searchButtonRef={searchButton}
        on={{
          airport: (code) => {
            setTouched(true);
            dispatch(departureAirportChosen(code));
          },
          search: () => void search(),
          showResults: () => setDialogOpen(true),
          closeChange: changing && chosen ? () => setChanging(false) : null,
          request: () => {
            if (form.departureAirport) request();
            else {
              setTouched(true);
              airportInput.current?.focus();
            }
          },
        }}
      />
      {overlay}
      {dialog}
    </div>
  );
}
