import { loadablePart } from '@/lib/loadable-part';
import type { ConnectedCalendarProps } from './components/ConnectedCalendar';
import type { RoomSelectorProps } from './components/RoomSelector';

/**
 * The calendar (react-day-picker) with its texts and its selector, loaded together once. The
 * booking page starts the load as soon as it knows the trip is not a group trip, so the calendar
 * usually shows in the same render as the dates.
 */
export const calendarPart = loadablePart<ConnectedCalendarProps>(
  (i18n) =>
    Promise.all([import('./components/ConnectedCalendar'), i18n.loadNamespaces('extras')]).then(
      ([module]) => module.default,
    ),
  { loading: 'common.loading', placeholder: 'calendar-placeholder' },
);

/** The rooms follow the date: their code loads once the dates are there, before one is chosen. */
export const roomSelectorPart = loadablePart<RoomSelectorProps>((i18n) =>
  Promise.all([import('./components/RoomSelector'), i18n.loadNamespaces('extras')]).then(([m]) => m.RoomSelector),
);
