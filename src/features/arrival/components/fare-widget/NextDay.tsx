import { useFlightTexts } from './flight-texts';

/** '+1' after an arrival on a later day, read out as 'Ankunft am nächsten Tag'. */
export function NextDay({ days }: { days: number }) {
  const t = useFlightTexts();
  return days > 0 ? (
    <sup className="connection__day">
      <span aria-hidden="true">+{days}</span>
      <span className="visually-hidden"> ({t('fare.nextDay', { count: days })})</span>
    </sup>
  ) : null;
}
