import type { Connection } from '@/api/schemas';
import { connectionMinutes } from '@/domain/fares';
import { Duration } from './Duration';
import { NextDay } from './NextDay';
import { useFlightTexts } from './flight-texts';

/** One connection's line: times and airports, +1, travel time, stops and via. */
export function ConnectionLine({ connection }: { connection: Connection }) {
  const t = useFlightTexts();
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
