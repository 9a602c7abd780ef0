import './fare-widget.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { CabinClass, Fare } from '@/api/schemas';
import { AIRPORT_GROUPS, CABIN_CLASSES } from '@/api/schemas';
import { DateNumberInput } from '@/components/DateNumberInput';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { formatDate, formatPrice, formatTime } from '@/domain/format';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { useDeadlineClock } from '@/lib/use-deadline-clock';
import { useLaterFamily } from '@/lib/use-later-family';
import {
  departureAirportChosen,
  fareCleared,
  fareExpiryNoticed,
  fareOfferExpired,
  fareSearchOptionsChanged,
  ownFlightDatesChanged,
} from '@/features/booking';
import { airports as airportFamily, selectAirportGroups, selectAirportsFailed } from '@/features/catalogue';
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
import { AirportPicker } from './AirportPicker';
import { FareDialog } from './FareDialog';
import { useFlightDateTexts } from '../use-flight-date-texts';
import { ConnectionLine, SegmentDetails, useLegName } from './FareCard';
import { SearchingOverlay } from './SearchingOverlay';

/**
 * The flight widget of step 1 (spec part 2 §2, §4): search form, searching overlay, fare dialog,
 * the chosen flight with change and remove, the expired offer, and the flight request. Its code
 * loads when the flight section offers flight booking.
 */
export default function FareWidget({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation(['flights', 'extras']);
  const dispatch = useAppDispatch();
  const id = useId();
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
  const legName = useLegName();
  const dates = useFlightDateTexts(form.limits, form.problems);

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
      <div className="notice fare-widget__requested">
        <p ref={requestedNotice} tabIndex={-1}>
          {form.departureAirport
            ? t('requestedFrom', { airport: airportName(form.departureAirport) })
            : t('extras:flight.requested')}
        </p>
        <p className="form-row__hint">{t('extras:flight.requestHint', REQUEST_ANSWER_WORKING_DAYS)}</p>
        <button type="button" className="button" onClick={clearChoice}>
          {t('extras:flight.cancelRequest')}
        </button>
      </div>
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
        <section className="chosen-flight" aria-labelledby={`${id}-chosen`}>
          <h3 id={`${id}-chosen`} ref={chosenHeading} tabIndex={-1} className="panel__subtitle">
            {t('chosen.title')}:{' '}
            {chosen.price > 0
              ? t('fare.extra', { price: formatPrice(chosen.price, t('price.onRequest')) })
              : t('fare.included')}
          </h3>
          <ul className="fare-card__facts">
            {chosen.fare.fareHeader.cabinClassCombined ? (
              <li>{t('fare.class', { name: chosen.fare.fareHeader.cabinClassCombined })}</li>
            ) : null}
            <li>{chosen.fare.fareHeader.fareHasFreeBaggage ? t('fare.baggage') : t('fare.noBaggage')}</li>
          </ul>
          {chosen.fare.legs.map((leg, position) => {
            const connection = leg.connections[0];
            return connection ? (
              <div key={leg.index} className="chosen-flight__leg">
                <p>
                  <strong>
                    {t('fare.legDate', {
                      leg: legName(position, chosen.fare.legs.length),
                      date: formatDate(connection.segments[0]?.departureDate),
                    })}
                  </strong>
                  : <ConnectionLine connection={connection} />
                </p>
                <p className="form-row__hint">
                  {connection.connectionHeader.departureFullName || connection.connectionHeader.departure} –{' '}
                  {connection.connectionHeader.arrivalFullName || connection.connectionHeader.arrival}
                </p>
                <SegmentDetails connection={connection} />
              </div>
            ) : null;
          })}
          {chosen.validUntil ? (
            <p className="form-row__hint">
              {t('chosen.validUntil', { date: formatDate(chosen.validUntil), time: formatTime(chosen.validUntil) })}
            </p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                if (offer && !offerExpired) setDialogOpen(true);
                else setChanging(true);
              }}
            >
              {t('chosen.change')}
            </button>
            <button type="button" className="button" onClick={clearChoice}>
              {t('chosen.remove')}
            </button>
          </div>
        </section>
        {overlay}
        {dialog}
      </div>
    );
  }

  const toggleClass = (cabin: CabinClass, on: boolean) => {
    const next = on ? [...form.classes, cabin] : form.classes.filter((c) => c !== cabin);
    dispatch(fareSearchOptionsChanged({ classes: CABIN_CLASSES.filter((c) => next.includes(c)) }));
  };

  return (
    <div className="fare-widget">
      <h3 className="panel__subtitle" ref={formHeading} tabIndex={-1}>
        {t('search.title')}
      </h3>
      <p>{t('search.intro', { count: form.pax })}</p>
      {form.destination ? (
        <p className="form-row__hint">
          {t('search.route', { to: form.destination, from: form.returnFrom ?? form.destination })}
        </p>
      ) : null}
      {airportsFailed ? (
        <LoadFailedNotice
          text={t('extras:flight.airportsFailed')}
          onRetry={() => void dispatch(airportFamily.fetch())}
        />
      ) : null}
      <div className="fare-search">
        <AirportPicker
          label={t('search.airport')}
          hint={t('search.airportHint')}
          groups={groups}
          value={form.departureAirport}
          onChange={(code) => {
            setTouched(true);
            dispatch(departureAirportChosen(code));
          }}
          error={airportError}
          countText={(count) => t('search.airportCount', { count })}
          noMatch={t('search.noAirport')}
          inputRef={(element) => {
            airportInput.current = element;
          }}
        />
        <div className="field-group" key={form.limits?.outbound.min ?? 'none'}>
          <DateNumberInput
            labels={dates.labels(t('extras:flight.outboundDate'))}
            value={form.outboundDate}
            forceErrors={showProblems}
            externalError={dates.error('outbound')}
            required
            onChange={(value) =>
              dispatch(ownFlightDatesChanged({ outboundDate: value, inboundDate: form.inboundDate }))
            }
          />
          <DateNumberInput
            labels={dates.labels(t('extras:flight.inboundDate'))}
            value={form.inboundDate}
            forceErrors={showProblems}
            externalError={dates.error('inbound')}
            required
            onChange={(value) =>
              dispatch(ownFlightDatesChanged({ outboundDate: form.outboundDate, inboundDate: value }))
            }
          />
        </div>
        <fieldset className="form-row fare-search__classes" aria-describedby={`${id}-classes-hint`}>
          <legend className="form-row__label">{t('search.classes')}</legend>
          <div className="choice-chips">
            {CABIN_CLASSES.map((cabin) => {
              const checked = form.classes.includes(cabin);
              return (
                <span key={cabin} className="choice-chip">
                  <input
                    type="checkbox"
                    id={`${id}-class-${cabin}`}
                    checked={checked}
                    onChange={(e) => toggleClass(cabin, e.target.checked)}
                  />
                  <label htmlFor={`${id}-class-${cabin}`}>{t(`class.${cabin}`)}</label>
                </span>
              );
            })}
          </div>
          <p id={`${id}-classes-hint`} className="form-row__hint">
            {t('search.classesHint')}
          </p>
        </fieldset>
        <div className="checkbox-row">
          <input
            type="checkbox"
            id={`${id}-direct`}
            checked={form.directOnly}
            onChange={(e) => dispatch(fareSearchOptionsChanged({ directOnly: e.target.checked }))}
          />
          <label htmlFor={`${id}-direct`}>{t('search.directOnly')}</label>
        </div>
        {problems.airport === 'noDestination' ? <p className="notice">{t('search.noDestination')}</p> : null}
        <div className="button-row">
          <button
            type="button"
            ref={searchButton}
            className="button button--primary"
            aria-disabled={searching || undefined}
            onClick={() => {
              if (!searching) void search();
            }}
          >
            {t('search.submit')}
          </button>
          {offer && !offerExpired && !dialogOpen && offer.fares.length > 0 ? (
            <button type="button" className="button" onClick={() => setDialogOpen(true)}>
              {t('search.showResults')}
            </button>
          ) : null}
          {changing && chosen ? (
            <button type="button" className="button" onClick={() => setChanging(false)}>
              {t('dialog.close')}
            </button>
          ) : null}
        </div>
        {status === 'failed' ? (
          <div className="notice notice--error" role="alert">
            <p>{t('search.failed')}</p>
            <button type="button" className="button" onClick={() => void search()}>
              {t('search.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <div className="fare-widget__request">
        <p className="form-row__hint">
          {t('orRequest')} {t('extras:flight.requestHint', REQUEST_ANSWER_WORKING_DAYS)}
        </p>
        <button
          type="button"
          className="button"
          aria-disabled={!form.departureAirport || undefined}
          onClick={() => {
            if (form.departureAirport) request();
            else {
              setTouched(true);
              airportInput.current?.focus();
            }
          }}
        >
          {t('extras:flight.request')}
        </button>
      </div>
      {overlay}
      {dialog}
    </div>
  );
}
