import { useFlightTexts } from './flight-texts';
import { useDurationText } from './use-duration-text';

export function Layover({ minutes, airport }: { minutes: number; airport: string }) {
  const t = useFlightTexts();
  return <>{t('fare.layover', { duration: useDurationText()(minutes), airport })}</>;
}
