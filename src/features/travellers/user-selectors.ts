import type { RootState } from '@/app/store';
import { loginFailureKind } from '@/domain/login';

/** A person or an agency is logged in (the profile has an id). */
export const selectLoggedIn = (state: RootState) => state.user.data.id !== null;
/** The current user is being asked for (the page's first load): who books is not known yet. */
export const selectUserPending = (state: RootState) => state.user.status === 'pending';
export const selectLoggingIn = (state: RootState) => state.user.loginStatus === 'pending';
/** Why the last login failed: wrong details or the service unavailable (spec part 2 §6); null otherwise. */
export const selectLoginFailure = (state: RootState) =>
  state.user.loginStatus === 'failed' ? loginFailureKind(state.user.error) : null;
