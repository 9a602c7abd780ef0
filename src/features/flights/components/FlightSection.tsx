import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORT_GROUPS, type AirportGroups, type Flight } from '../../../api/schemas';
import { DateNumberInput } from '../../../components/DateNumberInput';
import { LoadFailedNotice } from '../../../components/LoadFailedNotice';
import { formatDate, formatTime } from '../../../domain/format';
import type { OwnDateError } from '../../../domain/flight-control';

interface FlightSectionProps {
  noFlight: boolean;
  flights: readonly Flight[];
  kind: 'fixed' | 'ownDates' | 'other';
  canOptOut: boolean;
  isOptIn: boolean;
  ownDates: { outbound: string | null; inbound: string | null } | null;
  dateErrors: { outbound?: OwnDateError; inbound?: OwnDateError };
  limits: { outbound: { min: string; max: string }; inbound: { min: string; max: string } } | null;
  bookingEnabled: boolean;
  airports: AirportGroups;
  airportsFailed: boolean;
  departureAirport: string | null;
  requested: boolean;
  showErrors: boolean;
  onOwnArrival: (noFlight: boolean) => void;
  onOptInToggle: () => void;
  onDates: (dates: { outboundDate: string | null; inboundDate: string | null }) => void;
  onAirport: (code: string | null) => void;
  onRequest: () => void;
  onCancelRequest: () => void;
  onRetryAirports: () => void;
}

/** The collapsible arrival and flight section of step 1 (spec part 1 §2, §4, §5). */
export function FlightSection(props: FlightSectionProps) {
  const { t } = useTranslation('extras');
  const id = useId();
  const [airportTouched, setAirportTouched] = useState(false);
  const { flights, kind, ownDates, limits, dateErrors } = props;
  const dateError = (leg: 'outbound' | 'inbound') => {
    const error = dateErrors[leg];
    if (!error || error === 'required') return null;
    const limit = leg === 'outbound' ? limits?.outbound : limits?.inbound;
    return t(`flight.datesError.${error}`, { date: formatDate(error === 'tooEarly' ? limit?.min : limit?.max) });
  };
  const dateLabels = (legend: string) => ({
    legend,
    day: t('flight.day'),
    month: t('flight.month'),
    year: t('flight.year'),
    placeholders: { day: t('flight.placeholders.day'), month: t('flight.placeholders.month'), year: t('flight.placeholders.year') },
    error: (error: string, { maxDay }: { maxDay: number }) => t(`flight.datesError.${error}`, { max: maxDay }),
    valid: t('flight.validDate'),
  });
  const airportMissing = props.bookingEnabled && !props.departureAirport && (airportTouched || props.showErrors);
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <details open className="collapsible">
        <summary className="collapsible__summary"><h2 id={`${id}-heading`} className="panel__title collapsible__title">{t('flight.title')}</h2></summary>
        {props.isOptIn ? (
          <div className="checkbox-row">
            <input id={`${id}-optin`} type="checkbox" checked={props.noFlight} onChange={props.onOptInToggle} aria-describedby={`${id}-optin-hint`} />
            <label htmlFor={`${id}-optin`}>{t('flight.optIn')}</label>
            <p id={`${id}-optin-hint`} className="form-row__hint checkbox-row__hint">{t('flight.optInHint')}</p>
          </div>
        ) : null}
        {props.canOptOut ? (
          <div className="checkbox-row">
            <input id={`${id}-own`} type="checkbox" checked={props.noFlight} onChange={(e) => props.onOwnArrival(e.target.checked)} aria-describedby={`${id}-own-hint`} />
            <label htmlFor={`${id}-own`}>{t('flight.ownArrival')}</label>
            <p id={`${id}-own-hint`} className="form-row__hint checkbox-row__hint">{t('flight.ownArrivalHint')}</p>
          </div>
        ) : null}
        {!props.noFlight && flights.length > 0 ? (
          <>
            <h3 className="panel__subtitle">{kind === 'fixed' ? t('flight.fixed') : t('flight.included')}</h3>
            <ul className="flight-list">
              {flights.map((f) => (
                <li key={`${f.flightNumber}-${f.departure.date}`}>
                  <strong>{f.outbound ? t('flight.outbound') : t('flight.inbound')}</strong>{' '}
                  {t('flight.flightLine', { date: formatDate(f.departure.date), number: f.flightNumber, from: f.departure.airport.code, departure: formatTime(f.departure.date), to: f.arrival.airport.code, arrival: formatTime(f.arrival.date) })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {ownDates ? (
          <>
            <h3 className="panel__subtitle">{t('flight.ownDates')}</h3>
            <div className="field-group">
              <DateNumberInput labels={dateLabels(t('flight.outboundDate'))} value={ownDates.outbound} forceErrors={props.showErrors} externalError={dateError('outbound')}
                onChange={(value) => props.onDates({ outboundDate: value, inboundDate: ownDates.inbound })} />
              <DateNumberInput labels={dateLabels(t('flight.inboundDate'))} value={ownDates.inbound} forceErrors={props.showErrors} externalError={dateError('inbound')}
                onChange={(value) => props.onDates({ outboundDate: ownDates.outbound, inboundDate: value })} />
            </div>
          </>
        ) : null}
        {props.bookingEnabled ? (
          <>
            {props.airportsFailed ? <LoadFailedNotice text={t('flight.airportsFailed')} onRetry={props.onRetryAirports} /> : null}
            <div className={`form-row${airportMissing ? ' form-row--error' : ''}`}>
              <label htmlFor={`${id}-airport`} className="form-row__label">{t('flight.departureAirport')}<span aria-hidden="true"> *</span></label>
              <select id={`${id}-airport`} className="form-row__control" value={props.departureAirport ?? ''} aria-required aria-invalid={airportMissing ? true : undefined} aria-describedby={airportMissing ? `${id}-airport-error` : undefined}
                onChange={(e) => { setAirportTouched(true); props.onAirport(e.target.value || null); }} onBlur={() => setAirportTouched(true)}>
                <option value="">{t('flight.chooseAirport')}</option>
                {AIRPORT_GROUPS.map((group) => props.airports[group].length > 0 ? (
                  <optgroup key={group} label={t(`flight.group.${group}`)}>
                    {props.airports[group].map((a) => <option key={a.code} value={a.code}>{`${a.name} (${a.code})`}</option>)}
                  </optgroup>
                ) : null)}
              </select>
              {airportMissing ? <p id={`${id}-airport-error`} className="form-row__error">{t('validation.airportRequired')}</p> : null}
            </div>
            {props.requested ? (
              <div className="notice">
                <p>{t('flight.requested')}</p>
                <button type="button" className="button" onClick={props.onCancelRequest}>{t('flight.cancelRequest')}</button>
              </div>
            ) : (
              <div>
                <p className="form-row__hint">{t('flight.requestHint')}</p>
                <button type="button" className="button" disabled={!props.departureAirport} onClick={props.onRequest}>{t('flight.request')}</button>
              </div>
            )}
          </>
        ) : null}
      </details>
    </section>
  );
}
