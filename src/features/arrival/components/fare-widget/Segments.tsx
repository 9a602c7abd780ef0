import { useFlightTexts } from './flight-texts';
import type { Connection } from '@/api/schemas';
import { aircraftName } from '@/domain/aircraft';
import { daysBetween, formatDate, formatTime } from '@/domain/format';
import { CarrierMark } from './CarrierMark';
import { Layover } from './Layover';
import { NextDay } from './NextDay';

/** The segments of a connection: carrier, flight number, code share, times, airports, layover. */
export function Segments({ connection }: { connection: Connection }) {
  const t = useFlightTexts();
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
