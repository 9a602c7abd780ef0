import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flight } from '@/api/schemas';
import type { FlightOption } from '@/domain/flight-positions';
import { formatDate, formatTime } from '@/domain/format';

interface IncludedFlightsProps {
  title: string;
  options: readonly FlightOption<Flight>[];
  position: number | null;
  onPosition: (position: number) => void;
}

function FlightList({ id, flights }: { id?: string; flights: readonly Flight[] }) {
  const { t } = useTranslation('extras');
  return (
    <ul id={id} className="flight-list">
      {flights.map((f) => (
        <li key={`${f.flightNumber}-${f.departure.date ?? f.start}`}>
          <strong>{f.outbound ? t('flight.outbound') : t('flight.inbound')}</strong>{' '}
          {f.departure.date && f.arrival.date
            ? t('flight.flightLine', {
                date: formatDate(f.departure.date),
                number: f.flightNumber,
                from: f.departure.airport.code,
                departure: formatTime(f.departure.date),
                to: f.arrival.airport.code,
                arrival: formatTime(f.arrival.date),
              })
            : t('flight.flightLineUndated', {
                number: f.flightNumber,
                from: f.departure.airport.code,
                to: f.arrival.airport.code,
              })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The trip's own flights of the date: listed when there is one variant, a choice of variants
 * (radio buttons, each described by its flights) when there are several (spec part 1 §4).
 */
export function IncludedFlights({ title, options, position, onPosition }: IncludedFlightsProps) {
  const { t } = useTranslation('extras');
  const id = useId();
  const [only] = options;
  if (options.length === 1 && only) {
    return (
      <>
        <h3 className="panel__subtitle">{title}</h3>
        <FlightList flights={only.flights} />
      </>
    );
  }
  return (
    <fieldset className="flight-options">
      <legend className="panel__subtitle">{t('flight.chooseVariant')}</legend>
      {options.map((option, index) => {
        const optionId = `${id}-${option.position}`;
        return (
          <div key={option.position} className="flight-options__option">
            <input
              id={optionId}
              type="radio"
              name={`${id}-position`}
              checked={option.position === position}
              onChange={() => onPosition(option.position)}
              aria-describedby={`${optionId}-flights`}
            />
            <label htmlFor={optionId}>{t('flight.variant', { number: index + 1 })}</label>
            <FlightList id={`${optionId}-flights`} flights={option.flights} />
          </div>
        );
      })}
    </fieldset>
  );
}
