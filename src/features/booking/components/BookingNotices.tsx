import { useTranslation } from 'react-i18next';
import { STORED_BOOKING_DAYS } from '@/domain/stored-booking';
import { isOfferNotice, type BookingNotice } from '../booking-core';

export interface BookingNoticesProps {
  notices: readonly BookingNotice[];
  onDismiss: () => void;
}

/** What changed since the booking was stored (a date or room gone, prices brought up to date, personal data removed after its time), or what a shared offer brought. */
export default function BookingNotices({ notices, onDismiss }: BookingNoticesProps) {
  const { t } = useTranslation('extras');
  return (
    <section className="notice" role="status" aria-labelledby="booking-notices-title">
      <h2 id="booking-notices-title" className="panel__subtitle">
        {t(notices.some(isOfferNotice) ? 'notices.offerTitle' : 'notices.title')}
      </h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{t(`notices.${notice}`, { days: STORED_BOOKING_DAYS })}</li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDismiss}>
        {t('notices.dismiss')}
      </button>
    </section>
  );
}
