import { loadablePart } from '../../../components/loadable-part';
import type { CalendarChooserProps } from './CalendarChooser';

/**
 * The calendar (react-day-picker) with its texts, loaded together once. The booking page starts the
 * load as soon as it knows the trip is not a group trip, so the calendar usually shows in the same
 * render as the dates.
 */
export const calendar = loadablePart<CalendarChooserProps>(
  (i18n) => Promise.all([import('./CalendarChooser'), i18n.loadNamespaces('extras')]).then(([module]) => module.default),
  { loading: 'common.loading' },
);
