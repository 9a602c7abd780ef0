import { loadablePart } from '@/lib/loadable-part';
import type { UserSelectionProps } from './components/UserSelection';
import type { LoginEndedProps } from './components/LoginEnded';

/** The user-selection dialog (log in or go on as a guest) loads when it is about to open. */
export const userSelectionPart = loadablePart<UserSelectionProps>((i18n) =>
  Promise.all([import('./components/UserSelection'), i18n.loadNamespaces('booking')]).then(
    ([module]) => module.default,
  ),
);

/**
 * A guest's account box (below the travellers, guests only): it follows step 2's first paint,
 * with the texts it reads (a namespace still loading would suspend the whole step).
 */
export const registrationPart = loadablePart<Record<string, never>>(
  (i18n) =>
    Promise.all([import('./components/step-two/RegistrationBox'), i18n.loadNamespaces(['errors'])]).then(
      ([m]) => m.RegistrationBox,
    ),
  { afterPaint: true },
);

/** The login asked for again after it ended (a 401, the current user gone): loads when it opens. */
export const loginEndedPart = loadablePart<LoginEndedProps>((i18n) =>
  Promise.all([import('./components/LoginEnded'), i18n.loadNamespaces('booking')]).then(([module]) => module.default),
);
