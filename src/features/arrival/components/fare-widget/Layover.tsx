import { useTranslation } from 'react-i18next';
import { useDurationText } from './use-duration-text';

export function Layover({ minutes, airport }: { minutes: number; airport: string }) {
  const { t } = useTranslation('flights');
  return <>{t('fare.layover', { duration: useDurationText()(minutes), airport })}</>;
}
