import { useFlightTexts } from './flight-texts';

/** A duration as read: '3 Std. 40 Min.', '4 Std.', '55 Min.' */
export function useDurationText() {
  const t = useFlightTexts();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('fare.durationMinutes', { minutes: rest });
    return rest === 0 ? t('fare.durationHours', { hours }) : t('fare.duration', { hours, minutes: rest });
  };
}
