import { loadablePart } from '@/lib/loadable-part';

/**
 * The flight widget (search, results, chosen flight, request) is its own chunk with its texts: it
 * loads when the flight section offers flight booking.
 */
export const fareWidgetPart = loadablePart<{ showErrors: boolean }>(
  (i18n) =>
    Promise.all([import('./components/fare-widget/FareWidget'), i18n.loadNamespaces(['flights', 'extras'])]).then(
      ([m]) => m.default,
    ),
  { loading: 'common.loading' },
);
