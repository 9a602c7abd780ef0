import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DateSummary } from '@/components/DateSummary';
import { Price } from '@/components/Price';
import { useRoomName } from '@/components/room-name';
import { paths } from '@/config/paths';
import { countDaysInclusive, formatDate, formatTime } from '@/domain/format';
import { countryName } from '@/domain/format/country';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { personName } from '@/domain/overview';
import {
  selectArrivalSummary,
  selectCustomer,
  selectDogs,
  selectFlightData,
  selectInsuranceChoiceMissing,
  selectInsuranceDeclined,
  selectInsuranceShown,
  selectPax,
  selectRooms,
  selectSchedule,
  selectTravelAgency,
  selectTravelAgent,
  selectTravellerNames,
} from '@/features/booking';
import { selectTravel } from '@/features/travel';

/** One block of the summary with its heading and the link to the step that changes it. */
function Block({ title, to, children, id }: { title: string; to: string; children: ReactNode; id: string }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="summary-block" aria-labelledby={id}>
      <div className="summary-block__head">
        <h3 id={id} className="summary-block__title">
          {title}
        </h3>
        <Link to={to} className="summary-block__change" aria-label={t('changeLabel', { section: title })}>
          {t('change')}
        </Link>
      </div>
      {children}
    </section>
  );
}

function Arrival() {
  const { t } = useTranslation(['checkout', 'extras']);
  const arrival = useAppSelector(selectArrivalSummary);
  const { upgrade, reservation } = useAppSelector(selectFlightData);
  const extras = (
    <>
      {upgrade ? <p>{t('summary.upgrade', { name: t(`extras:flightUpgrade.${upgrade}`) })}</p> : null}
      {reservation ? <p>{t('summary.reservation', { name: t(`summary.seat.${reservation}`) })}</p> : null}
    </>
  );
  if (arrival.kind === 'none' && !upgrade && !reservation) return null;
  let body: ReactNode = null;
  if (arrival.kind === 'own') body = <p>{t('summary.arrivalOwn')}</p>;
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
            <li key={`${flight.carrier}${flight.flightNumber}${flight.departure.date}`}>
              {t('summary.flightLine', {
                number: flight.flightNumber.startsWith(flight.carrier)
                  ? flight.flightNumber
                  : `${flight.carrier} ${flight.flightNumber}`,
                from: flight.departure.airport.name || flight.departure.airport.code,
                to: flight.arrival.airport.name || flight.arrival.airport.code,
                date: formatDate(flight.departure.date),
                time: formatTime(flight.departure.date),
              })}
            </li>
          ))}
        </ul>
        {arrival.onRequest ? <p className="form__note">{t('summary.flightsOnRequest')}</p> : null}
      </>
    );
  }
  return (
    <Block id="summary-arrival" title={t('summary.arrival')} to={paths.schedule.href()}>
      {body}
      {extras}
    </Block>
  );
}

/**
 * What is booked, block by block (spec part 2 §2 'price overview'): the trip and its dates, every
 * traveller by name, the rooms, dogs, the arrival, the invoice recipient (and the agency), the
 * insurance. Each block links to the step that changes it. Services and prices follow in the table.
 */
export function OverviewSummary() {
  const { t, i18n } = useTranslation('checkout');
  const roomName = useRoomName();
  const travel = useAppSelector(selectTravel);
  const schedule = useAppSelector(selectSchedule);
  const pax = useAppSelector(selectPax);
  const names = useAppSelector(selectTravellerNames);
  const rooms = useAppSelector(selectRooms);
  const dogs = useAppSelector(selectDogs);
  const customer = useAppSelector(selectCustomer);
  const agency = useAppSelector(selectTravelAgency);
  const agent = useAppSelector(selectTravelAgent);
  const insurance = useAppSelector(selectInsuranceShown);
  const declined = useAppSelector(selectInsuranceDeclined);
  const insuranceMissing = useAppSelector(selectInsuranceChoiceMissing);
  const step1 = paths.schedule.href(schedule?.erpId);
  const step2 = paths.user.href();

  return (
    <div className="summary-blocks">
      <Block id="summary-trip" title={t('summary.trip')} to={step1}>
        <p className="summary-block__name">{travel?.name}</p>
        <dl className="summary">
          <dt>{t('summary.dates')}</dt>
          <dd>{schedule ? <DateSummary start={schedule.start} end={schedule.end} /> : null}</dd>
          {schedule ? (
            <>
              <dt>{t('summary.durationLabel')}</dt>
              <dd>{t('summary.duration', { count: countDaysInclusive(schedule.start, schedule.end) })}</dd>
            </>
          ) : null}
          <dt>{t('summary.pax')}</dt>
          <dd>{pax}</dd>
        </dl>
      </Block>
      <Block id="summary-travellers" title={t('summary.travellers')} to={step2}>
        <ol className="summary-block__list">
          {names.map((name, index) => (
            <li key={index}>{name || t('summary.travellerFallback', { index: index + 1 })}</li>
          ))}
        </ol>
      </Block>
      {rooms.length > 0 ? (
        <Block id="summary-rooms" title={t('summary.rooms')} to={step1}>
          <ul className="summary-block__list">
            {rooms.map((room, index) => (
              <li key={index}>
                {t('summary.roomLine', {
                  name: roomName(room.schedule.roomType, room.schedule.roomTypeDescription),
                  count: room.travellers.length,
                })}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {dogs.length > 0 ? (
        <Block id="summary-dogs" title={t('summary.dogs')} to={step1}>
          <ul className="summary-block__list">
            {dogs.map((dog) => (
              <li key={dog.id}>
                {t('summary.dogLine', {
                  name: dog.dogname,
                  race: dog.race,
                  height: dog.shoulderheight,
                  weight: dog.bodyWeight,
                })}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      <Arrival />
      <Block id="summary-customer" title={t('summary.customer')} to={step2}>
        <address className="summary-block__address">
          {[customer.title, customer.firstname, customer.lastname].filter(Boolean).join(' ')}
          <br />
          {[customer.street, customer.number].filter(Boolean).join(' ')}
          <br />
          {[customer.zip, customer.city].filter(Boolean).join(' ')}
          <br />
          {customer.country ? (
            <>
              {countryName(customer.country, i18n.language)}
              <br />
            </>
          ) : null}
          {customer.email ? (
            <>
              {customer.email}
              <br />
            </>
          ) : null}
          {customer.telephone}
        </address>
      </Block>
      {agency ? (
        <Block id="summary-agency" title={t('summary.agency')} to={step2}>
          <p>{[agency.companyName, agency.erpId].filter(Boolean).join(' · ')}</p>
          <p>
            {t('summary.agent', { name: personName(agent) })}
            {agent.email ? ` · ${agent.email}` : ''}
          </p>
        </Block>
      ) : null}
      {insurance || declined || insuranceMissing ? (
        <Block id="summary-insurance" title={t('summary.insurance')} to={step2}>
          {insurance ? (
            <p>
              {insurance.name}: <Price value={insurance.price} />
            </p>
          ) : null}
          {!insurance && declined ? <p>{t('summary.noInsurance')}</p> : null}
          {insuranceMissing ? (
            <p className="notice notice--error" id="insurance-missing" tabIndex={-1}>
              {t('summary.insuranceMissing')} <Link to={step2}>{t('summary.chooseInsurance')}</Link>
            </p>
          ) : null}
        </Block>
      ) : null}
    </div>
  );
}
