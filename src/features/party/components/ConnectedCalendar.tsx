import { useAppSelector } from '@/app/hooks';
import { selectCalendar } from '../calendar-selectors';
import CalendarChooser, { type CalendarChooserProps } from './CalendarChooser';

export type ConnectedCalendarProps = Omit<CalendarChooserProps, 'days'>;

/** The calendar with its days from the store. */
export default function ConnectedCalendar(props: ConnectedCalendarProps) {
  const days = useAppSelector(selectCalendar);
  return <CalendarChooser {...props} days={days} />;
}
