import { useTranslation } from 'react-i18next';
import { CalendarEntryLink } from '@/components/CalendarEntryLink';

/** The day the rest is due as a calendar entry, with the way back to this page. */
export function BalanceCalendarEntry({
  bookingNo,
  date,
  trip,
}: {
  bookingNo: string;
  date: string;
  trip: string | null;
}) {
  const { t } = useTranslation('payment');
  return (
    <p>
      <CalendarEntryLink
        label={t('balanceCalendar')}
        fileName={`${bookingNo}-${date}.ics`}
        entry={{
          uid: `${bookingNo}-balance@${window.location.host}`,
          title: t('balanceCalendarTitle', { trip: trip ?? bookingNo }),
          start: date,
          end: date,
          description: t('balanceCalendarText', { bookingNo, url: window.location.href }),
        }}
      />
    </p>
  );
}
