/**
 * What a failed login tells the person (spec part 1 §8 'Die Daten waren ungültig.' on failed login):
 * the credentials were refused (401, 403 or another 4xx but 429), the service could not answer
 * (5xx, 429, no connection, a time-out, an unreadable reply), or nothing when the person
 * cancelled it. Errs towards 'unavailable': blaming the password for a server fault sends people
 * resetting a password that works.
 */
export function loginFailureKind(
  error: { kind: string; status: number | null } | null,
): 'invalid' | 'unavailable' | null {
  if (!error || error.kind === 'aborted') return null;
  if (
    error.kind === 'http' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  )
    return 'invalid';
  return 'unavailable';
}

/** Who the booking was logged in as: it decides what a login that ended asks for. */
export const LOGIN_KINDS = ['customer', 'agency'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export const isLoginKind = (value: unknown): value is LoginKind => (LOGIN_KINDS as readonly unknown[]).includes(value);

/**
 * Whether the current user may carry on a booking that was logged in as `loggedInAs`: nobody
 * logged in is a login that ended; an agency's booking goes on only under that agency (its erpId),
 * never under a customer's account; a customer's under any customer account. A booking nobody
 * logged in to (a guest's) never asks.
 */
export function loginHolds(
  loggedInAs: LoginKind | null,
  agencyErpId: string | null,
  user: { id: unknown; isTravelAgency: boolean; erpId: string | null },
): boolean {
  if (loggedInAs === null) return true;
  if (user.id === null) return false;
  if (loggedInAs === 'agency') return user.isTravelAgency && (agencyErpId === null || user.erpId === agencyErpId);
  return !user.isTravelAgency;
}
