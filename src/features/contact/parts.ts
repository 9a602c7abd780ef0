import { loadablePart } from '@/lib/loadable-part';

/** The question lightbox loads with its texts when it is opened (or pointed at). */
export const questionDialogPart = loadablePart<{ onClose: () => void }>(
  (i18n) => Promise.all([import('./components/QuestionDialog'), i18n.loadNamespaces('forms')]).then(([m]) => m.default),
  { loading: 'common.loading' },
);

/** The subscribe form shows on a trip without bookable dates: its code loads only then. */
export const subscribeFormPart = loadablePart<Record<string, never>>((i18n) =>
  Promise.all([import('./components/SubscribeForm'), i18n.loadNamespaces('forms')]).then(([m]) => m.default),
);
