import { loadablePart } from '../../lib/loadable-part';

/** The question lightbox loads with its texts when it is opened (or pointed at). */
export const questionDialogPart = loadablePart<{ onClose: () => void }>(
  (i18n) => Promise.all([import('./components/QuestionDialog'), i18n.loadNamespaces('forms')]).then(([m]) => m.default),
  { loading: 'common.loading' },
);
