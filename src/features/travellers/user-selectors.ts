import type { RootState } from '@/app/store';
import { createSelector } from '@reduxjs/toolkit';
import { loginFailureKind, loginHolds } from '@/domain/login';

/** A person or an agency is logged in (the profile has an id). */
export const selectLoggedIn = (state: RootState) => state.user.data.id !== null;
/** The current user is being asked for (the page's first load): who books is not known yet. */
export const selectUserPending = (state: RootState) => state.user.status === 'pending';
export const selectLoggingIn = (state: RootState) => state.user.loginStatus === 'pending';
/** Why the last login failed: wrong details or the service unavailable (spec part 2 §6); null otherwise. */
export const selectLoginFailure = (state: RootState) =>
  state.user.loginStatus === 'failed' ? loginFailureKind(state.user.error) : null;

/** How often the server said the login ended during this visit. */
export const selectLoginEnds = (state: RootState) => state.user.loginEnds;
const selectLoggedInAs = (state: RootState) => state.booking.travellers.loggedInAs;
const selectBookingAgency = (state: RootState) => state.booking.travellers.travelAgency;
const selectUserResource = (state: RootState) => state.user;

/**
 * The booking was logged in (a customer, an agency) and the current user no longer carries it: the
 * login ended (the user call answered nobody or failed, the submit got a 401), or someone else is
 * logged in now (a customer's account for an agency's booking). The login is asked for again.
 */
export const selectLoginEnded = createSelector(
  [selectLoggedInAs, selectBookingAgency, selectUserResource],
  (loggedInAs, agency, user) =>
    loggedInAs !== null &&
    (user.ended ||
      // A failed call (offline, a 500) says nothing about the login; a 401 or an answer without it does.
      ((user.status === 'succeeded' || (user.status === 'failed' && user.error?.status === 401)) &&
        !loginHolds(loggedInAs, agency?.erpId ?? null, user.data))),
);

/** Whose login to ask for again: the kind, the e-mail it used, and whether another account is logged in meanwhile. */
export const selectEndedLogin = createSelector(
  [
    selectLoggedInAs,
    (state: RootState) => state.booking.travellers.travelAgent.email,
    (state: RootState) => state.booking.travellers.user.email,
    selectBookingAgency,
    selectUserResource,
  ],
  (loggedInAs, agentEmail, customerEmail, agency, user) => ({
    kind: loggedInAs,
    email: loggedInAs === 'agency' ? agency?.email || agentEmail : customerEmail,
    // Someone logged in since the login ended, and it is not a login that carries this booking.
    otherAccount: !user.ended && user.data.id !== null,
  }),
);
