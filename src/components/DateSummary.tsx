import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/format';

/** A trip's dates as one phrase ('11.12.2026 – 18.12.2026'), the same on every page. */
export function DateSummary({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation();
  return <>{t('schedule.dateRange', { start: formatDate(start), end: formatDate(end) })}</>;
}
