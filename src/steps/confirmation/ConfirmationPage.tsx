import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStoredBooking } from '../../api/booking';
import type { ApiClient } from '../../api/client';
import type { Booking } from '../../api/schemas';
import { TopBar } from '../../components/TopBar';
import { Spinner } from '../../components/Spinner';
import { DateSummary } from '../../components/DateSummary';
import { bookingPageUrl, landingPageUrl } from '../../config/paths';
import type { Language } from '../../config/page-config';

/** Where the browser lands after a submit: the booking number and what was booked. */
export function ConfirmationPage({ api, bookingNo, language, onLoaded }: { api: ApiClient; bookingNo: string; language: Language; onLoaded?: (travelCode: string) => void }) {
  const { t } = useTranslation(['pages', 'booking']);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchStoredBooking(api, bookingNo).then((loaded) => {
      setBooking(loaded);
      onLoaded?.(loaded.travelCode);
    }, () => setFailed(true));
  }, [api, bookingNo, onLoaded]);

  return (
    <div className="page">
      <TopBar travelCode={null} />
      <main id="main" className="main" tabIndex={-1}>
        <section className="panel">
          <h1 className="panel__title">{t('confirmation.title')}</h1>
          {!booking && !failed ? <Spinner label={t('common.loading')} /> : null}
          {failed ? <p className="notice notice--error">{t('confirmation.notFound', { bookingNo })}</p> : null}
          {booking ? (
            <>
              <p>{t('confirmation.text', { bookingNo })}</p>
              <dl className="summary">
                <dt>{t('confirmation.number')}</dt>
                <dd>{bookingNo}</dd>
                <dt>{t('booking:overview.dates')}</dt>
                <dd>{booking.schedule ? <DateSummary start={booking.schedule.start} end={booking.schedule.end} /> : null}</dd>
                <dt>{t('booking:overview.travellers')}</dt>
                <dd>{booking.pax}</dd>
              </dl>
              <p><a href={bookingPageUrl(language, booking.travelCode)}>{t('confirmation.again')}</a></p>
            </>
          ) : null}
          <p><a href={landingPageUrl(language)}>{t('confirmation.allTrips')}</a></p>
        </section>
      </main>
    </div>
  );
}
