import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Told to screen readers once the list has settled: the count only, not every loading step. */
export function useSettledCount(count: number | null): string {
  const { t } = useTranslation('pages');
  const [told, setTold] = useState('');
  useEffect(() => {
    if (count === null) return undefined;
    const timer = window.setTimeout(() => setTold(t('finder.count', { count })), 500);
    return () => window.clearTimeout(timer);
  }, [count, t]);
  return told;
}
