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
