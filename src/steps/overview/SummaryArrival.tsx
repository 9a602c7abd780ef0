import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/domain/format';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { selectArrivalSummary } from '@/features/arrival';
import { selectOverviewFlags } from '@/features/booking';
import { CHOICE_IDS } from '@/lib/choice-ids';
import { selectFlightData } from '@/features/choices';
import { SummaryBlock } from './SummaryBlock';
import { OVERVIEW_FLAG_IDS, SummaryFlag } from './SummaryFlag';

/** Where step 3's flight flag leads: step 1's arrival section. */
const FLIGHT_PLACE = { step: 'schedule', selector: `#${CHOICE_IDS.flight}` } as const;

/** The summary's arrival block: own arrival, a flight request, or the flights; the flight upgrade and seats. */
export function SummaryArrival() {
  const { t } = useTranslation(['checkout', 'extras', 'translation']);
  const arrival = useAppSelector(selectArrivalSummary);
  const flagged = useAppSelector(selectOverviewFlags).flight;
  const { upgrade, reservation } = useAppSelector(selectFlightData);
  const extras = (
    <>
      {upgrade ? <p>{t('summary.upgrade', { name: t(`extras:flightUpgrade.${upgrade}`) })}</p> : null}
      {reservation ? <p>{t('summary.reservation', { name: t(`summary.seat.${reservation}`) })}</p> : null}
    </>
  );
  if (arrival.kind === 'none' && !upgrade && !reservation && !flagged) return null;
  let body: ReactNode = null;
  if (arrival.kind === 'own') body = <p>{t('summary.arrivalOwn')}</p>;
  else if (arrival.kind === 'ownDates')
    body = (
      <p>
        {t('summary.arrivalOwnDates', {
          outbound: formatDate(arrival.outbound),
          inbound: formatDate(arrival.inbound),
        })}
      </p>
    );
  else if (arrival.kind === 'request')
    body = (
      <p>
        {arrival.airport
          ? t('summary.arrivalRequest', { airport: arrival.airport, ...REQUEST_ANSWER_WORKING_DAYS })
          : t('summary.arrivalRequestNoAirport', REQUEST_ANSWER_WORKING_DAYS)}
      </p>
    );
  else if (arrival.kind === 'flights' || arrival.kind === 'fare') {
    body = (
      <>
        {arrival.kind === 'fare' ? <p>{t('summary.arrivalFare')}</p> : null}
        <ul className="summary-block__list">
          {arrival.flights.map((flight) => (
            <li key={`${flight.carrier}${flight.flightNumber}${flight.departure.date ?? flight.position}`}>
              {t(flight.departure.date ? 'summary.flightLine' : 'summary.flightLineUndated', {
                number: flight.flightNumber.startsWith(flight.carrier)
                  ? flight.flightNumber
                  : `${flight.carrier} ${flight.flightNumber}`,
                from: flight.departure.airport.name || flight.departure.airport.code,
                to: flight.arrival.airport.name || flight.arrival.airport.code,
                date: flight.departure.date ? formatDate(flight.departure.date) : '',
                time: flight.departure.date ? formatTime(flight.departure.date) : '',
              })}
            </li>
          ))}
        </ul>
        {arrival.onRequest ? <p className="form__note">{t('summary.flightsOnRequest')}</p> : null}
      </>
    );
  }
  return (
    <SummaryBlock id="summary-arrival" title={t('summary.arrival')} to={paths.schedule.href()}>
      {flagged ? (
        <SummaryFlag
          id={OVERVIEW_FLAG_IDS.flight}
          text={t('translation:flightWidget.error')}
          fix={t('flags.flightFix')}
          place={FLIGHT_PLACE}
        />
      ) : null}
      {body}
      {extras}
    </SummaryBlock>
  );
}
