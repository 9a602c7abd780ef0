import { useTranslation } from 'react-i18next';
import type { Travel } from '@/api/schemas';

/** The booking header: travel name and code (spec part 1 §2). */
export function BookingHeader({ travel }: { travel: Pick<Travel, 'name' | 'code' | 'isBroker' | 'brokerName'> }) {
  const { t } = useTranslation();
  return (
    <header className="booking-header">
      <p className="booking-header__eyebrow">{t('header.eyebrow')}</p>
      <h1 className="booking-header__title">{travel.name}</h1>
      <p className="booking-header__code">
        {t('header.code')} <span className="booking-header__code-value">{travel.code}</span>
        {travel.isBroker && travel.brokerName ? <> · {t('header.broker', { name: travel.brokerName })}</> : null}
      </p>
    </header>
  );
}
