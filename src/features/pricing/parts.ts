import { loadablePart } from '@/lib/loadable-part';

// The price overview has content only once a date is chosen: it follows the first paint. Its
// room lines are named from the 'extras' texts: they load with its code (a part reading texts not
// loaded yet would suspend the whole page).
export const priceOverviewPart = loadablePart<{ inDialog?: boolean }>(
  (i18n) =>
    Promise.all([import('./components/PriceOverview'), i18n.loadNamespaces('extras')]).then(([m]) => m.PriceOverview),
  { afterPaint: true },
);
export const mobileTotalPart = loadablePart<Record<string, never>>(
  () => import('./components/MobileTotal').then((m) => m.MobileTotal),
  { afterPaint: true },
);
