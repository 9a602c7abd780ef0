import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@/api/schemas';
import { DateSummary } from '@/components/DateSummary';
import { Price } from '@/components/Price';
import { travellerNames } from '@/domain/overview';

/** What was booked: number, trip, dates, travellers and total (and what the page adds after them). */
export function BookingSummary({
  booking,
  bookingNo,
  tripName,
  children,
}: {
  booking: Booking;
  bookingNo: string;
  tripName: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['pages', 'booking']);
  return (
    <dl className="summary">
      <dt>{t('confirmation.number')}</dt>
      <dd>{bookingNo}</dd>
      <dt>{t('confirmation.trip')}</dt>
      <dd>{tripName ?? booking.travelCode}</dd>
      <dt>{t('booking:overview.dates')}</dt>
      <dd>{booking.schedule ? <DateSummary start={booking.schedule.start} end={booking.schedule.end} /> : null}</dd>
      <dt>{t('confirmation.travellers')}</dt>
      <dd>
        <ol className="summary__list">
          {travellerNames(booking.user, booking.additionalUsers).map((name, index) => (
            <li key={index}>{name}</li>
          ))}
        </ol>
      </dd>
      <dt>{t('confirmation.total')}</dt>
      <dd>
        <Price value={booking.totals.totalPrice} />
      </dd>
      {children}
    </dl>
  );
}
