import { memo, useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection, Fare } from '@/api/schemas';
import { aircraftName } from '@/domain/aircraft';
import { connectionMinutes, fareAirlines } from '@/domain/fares';
import { daysBetween, formatDate, formatPrice, formatTime } from '@/domain/format';

/**
 * The carrier's logo from the flight service (spec part 2 §3), beside its name; a logo that fails
 * goes, and the name stays. Without a name the code is written out instead of the logo.
 */
function CarrierMark({ code, name }: { code: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return name ? null : <span className="carrier carrier--name">{code}</span>;
  return (
    <img
      className="carrier"
      src={`/airline/${encodeURIComponent(code)}`}
      alt={name ? '' : code}
      width={24}
      height={24}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** A duration as read: '3 Std. 40 Min.', '4 Std.', '55 Min.' */
function useDurationText() {
  const { t } = useTranslation('flights');
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('fare.durationMinutes', { minutes: rest });
    return rest === 0 ? t('fare.durationHours', { hours }) : t('fare.duration', { hours, minutes: rest });
  };
}

export function Duration({ minutes }: { minutes: number }) {
  return <>{useDurationText()(minutes)}</>;
}

/** '+1' after an arrival on a later day, read out as 'Ankunft am nächsten Tag'. */
function NextDay({ days }: { days: number }) {
  const { t } = useTranslation('flights');
  return days > 0 ? (
    <sup className="connection__day">
      <span aria-hidden="true">+{days}</span>
      <span className="visually-hidden"> ({t('fare.nextDay', { count: days })})</span>
    </sup>
  ) : null;
}

/** One connection's line: times and airports, +1, travel time, stops and via. */
export function ConnectionLine({ connection }: { connection: Connection }) {
  const { t } = useTranslation('flights');
  const h = connection.connectionHeader;
  return (
    <span className="connection">
      <span className="connection__times">
        <strong>{h.departureDisplayTime}</strong> <abbr title={h.departureFullName || h.departure}>{h.departure}</abbr>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> – </span>
        <strong>{h.arrivalDisplayTime}</strong>
        <NextDay days={h.dayIndicator} /> <abbr title={h.arrivalFullName || h.arrival}>{h.arrival}</abbr>
      </span>{' '}
      <span className="connection__facts">
        <Duration minutes={connectionMinutes(connection)} />
        {' · '}
        {h.travelStopps === 0 ? t('fare.nonstop') : t('fare.stops', { count: h.travelStopps })}
        {h.via.length > 0 ? ` ${t('fare.via', { airports: h.via.join(', ') })}` : null}
      </span>
    </span>
  );
}

function Layover({ minutes, airport }: { minutes: number; airport: string }) {
  const { t } = useTranslation('flights');
  return <>{t('fare.layover', { duration: useDurationText()(minutes), airport })}</>;
}

/** The segments of a connection: carrier, flight number, code share, times, airports, layover. */
function Segments({ connection }: { connection: Connection }) {
  const { t } = useTranslation('flights');
  return (
    <ol className="segments">
      {connection.segments.map((segment) => (
        <li key={`${segment.flightNumber}-${segment.departureDate}`} className="segment">
          <CarrierMark code={segment.carrier.code} name={segment.carrier.hint} />
          <span>
            <strong>{segment.flightNumber}</strong>
            {segment.carrier.hint ? ` · ${segment.carrier.hint}` : null}
            {segment.codeShare ? ` · ${t('fare.codeShare', { code: segment.codeShare })}` : null}
            {segment.equipmentCode ? ` · ${t('fare.aircraft', { name: aircraftName(segment.equipmentCode) })}` : null}
            <br />
            {formatDate(segment.departureDate)} {formatTime(segment.departureDate)} {segment.departureAirport.name} (
            {segment.departureAirport.code}){' – '}
            {formatTime(segment.arrivalDate)}
            <NextDay days={daysBetween(segment.departureDate, segment.arrivalDate) ?? 0} />{' '}
            {segment.arrivalAirport.name} ({segment.arrivalAirport.code})
            {segment.layoverMs > 0 ? (
              <span className="segment__layover">
                <Layover minutes={Math.round(segment.layoverMs / 60_000)} airport={segment.arrivalAirport.name} />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Flight details that render their segments only once opened (a result page stays light). */
export function SegmentDetails({ connection }: { connection: Connection }) {
  const { t } = useTranslation('flights');
  const [open, setOpen] = useState(false);
  return (
    <details className="fare-card__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('fare.details')}</summary>
      {open ? <Segments connection={connection} /> : null}
    </details>
  );
}

/** Outbound, return, or the leg's number for more legs. */
export function useLegName() {
  const { t } = useTranslation('flights');
  return (position: number, count: number) =>
    position === 0
      ? t('fare.outbound')
      : position === count - 1
        ? t('fare.inbound')
        : t('fare.leg', { number: position + 1 });
}

interface FareCardProps {
  fare: Fare;
  /** The flight price shown (spec part 2 §9). */
  price: number;
  onChoose: (fare: Fare, connections: number[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One fare of the results (spec part 2 §3): the price shown, cabin class, free baggage, last
 * ticketing date, and per leg its connections to choose from, with their segments on demand.
 */
export const FareCard = memo(function FareCard({ fare, price, onChoose, headingRef }: FareCardProps) {
  const { t } = useTranslation('flights');
  const id = useId();
  const legName = useLegName();
  const [chosen, setChosen] = useState<number[]>(() => fare.legs.map(() => 0));
  const airlines = useMemo(() => fareAirlines(fare), [fare]);
  return (
    <article className="fare-card" aria-labelledby={`${id}-heading`}>
      <div className="fare-card__head">
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="fare-card__price">
          {price > 0 ? t('fare.extra', { price: formatPrice(price, t('price.onRequest')) }) : t('fare.included')}
        </h3>
        {price > 0 ? <p className="fare-card__hint">{t('fare.extraHint')}</p> : null}
        <ul className="fare-card__facts">
          {airlines.length > 0 ? (
            <li>{t('fare.airlines', { names: airlines.join(', '), count: airlines.length })}</li>
          ) : null}
          {fare.fareHeader.cabinClassCombined ? (
            <li>{t('fare.class', { name: fare.fareHeader.cabinClassCombined })}</li>
          ) : null}
          <li>{fare.fareHeader.fareHasFreeBaggage ? t('fare.baggage') : t('fare.noBaggage')}</li>
          {fare.fareInfoBox.lastTicketingDate ? (
            <li>{t('fare.ticketing', { date: formatDate(fare.fareInfoBox.lastTicketingDate) })}</li>
          ) : null}
        </ul>
      </div>
      {fare.legs.map((leg, position) => {
        const first = leg.connections[0];
        const legLabel = t('fare.legDate', {
          leg: legName(position, fare.legs.length),
          date: first ? formatDate(first.segments[0]?.departureDate) : '',
        });
        const current = leg.connections[chosen[position] ?? 0] ?? first;
        return (
          <fieldset key={leg.index} className="fare-card__leg">
            <legend>
              {legLabel}
              {leg.connections.length > 1 ? (
                <span className="fare-card__choices">
                  {' '}
                  · {t('fare.connections', { count: leg.connections.length })}
                </span>
              ) : null}
            </legend>
            {leg.connections.length === 1 && first ? (
              <p className="fare-card__connection">
                <ConnectionLine connection={first} />
              </p>
            ) : (
              leg.connections.map((connection, index) => (
                <div
                  key={`${connection.connectionIdentifier.legIndex}-${connection.connectionIdentifier.connectionIndex}`}
                  className="fare-card__option"
                >
                  <input
                    type="radio"
                    id={`${id}-${position}-${index}`}
                    name={`${id}-leg-${position}`}
                    checked={(chosen[position] ?? 0) === index}
                    onChange={() => setChosen((old) => old.map((value, i) => (i === position ? index : value)))}
                  />
                  <label htmlFor={`${id}-${position}-${index}`}>
                    <ConnectionLine connection={connection} />
                  </label>
                </div>
              ))
            )}
            {current ? <SegmentDetails connection={current} /> : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--primary fare-card__choose"
        onClick={() => onChoose(fare, chosen)}
        aria-describedby={`${id}-heading`}
      >
        {t('fare.choose')}
      </button>
    </article>
  );
});
