import { loadablePart } from '@/lib/loadable-part';

/** The ratings and selling points sit below everything else: they follow the first paint, and are left out if they cannot load. */
export const socialProofPart = loadablePart<{ travelCode: string; showRatings: boolean }>(
  (i18n) =>
    Promise.all([import('./components/ConnectedSocialProof'), i18n.loadNamespaces('extras')]).then(([m]) => m.default),
  { optional: true, afterPaint: true },
);
