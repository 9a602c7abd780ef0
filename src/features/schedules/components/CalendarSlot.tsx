import { loadablePart } from '../../../components/loadable-part';
import type { ConnectedCalendarProps } from './ConnectedCalendar';

/**
 * The calendar (react-day-picker) with its texts and its selector, loaded together once. The
 * booking page starts the load as soon as it knows the trip is not a group trip, so the calendar
 * usually shows in the same render as the dates.
 */
export const calendar = loadablePart<ConnectedCalendarProps>(
  (i18n) => Promise.all([import('./ConnectedCalendar'), i18n.loadNamespaces('extras')]).then(([module]) => module.default),
  { loading: 'common.loading' },
);
