import { loadablePart } from '../../lib/loadable-part';
import type { UserSelectionProps } from './components/UserSelection';

/** The user-selection dialog (log in or go on as a guest) loads when it is about to open. */
export const userSelectionPart = loadablePart<UserSelectionProps>(
  (i18n) => Promise.all([import('./components/UserSelection'), i18n.loadNamespaces('booking')]).then(([module]) => module.default),
);
