/**
 * What a failed submit means for the person (spec part 2 §4: the failure is shown at the payment
 * area), beyond its message:
 * - 'changed': the server refused because a price or the availability changed (a 409, or a 4xx
 *   whose message says so): the prices are asked for again and the new total shown before the next
 *   press, which repeats the attempt's Idempotency-Key.
 * - 'loggedOut': the login ended (401): the person logs in again or goes on as a guest.
 * - 'unknown': no answer (offline, cut off, a gateway that lost the operator's answer): the booking
 *   may or may not have arrived; the page asks again with the same key and body, never books anew.
 * - 'failed': the server said no for another reason; the next press is a new attempt.
 */
export const SUBMIT_FAILURES = ['changed', 'loggedOut', 'unknown', 'failed'] as const;
export type SubmitFailure = (typeof SUBMIT_FAILURES)[number];

/** A gateway's answer that says nothing about whether the operator's server booked. */
const NO_ANSWER_STATUSES: readonly number[] = [502, 504];

/** Words of a refusal that names a changed price or availability, in the page's three languages. */
const CHANGE_WORDS =
  /preis|verfügbar|ausgebucht|belegt|price|availab|sold out|no longer|prezz|disponib|esaurit|non più/i;

export function submitFailureOf(error: { kind: string; status: number | null; message: string }): SubmitFailure {
  if (error.kind === 'network' || error.kind === 'timeout') return 'unknown';
  if (error.kind !== 'http' || error.status === null) return 'failed';
  if (NO_ANSWER_STATUSES.includes(error.status)) return 'unknown';
  if (error.status === 401) return 'loggedOut';
  if (error.status === 409) return 'changed';
  if (error.status >= 400 && error.status < 500 && CHANGE_WORDS.test(error.message)) return 'changed';
  return 'failed';
}

/**
 * Whether an attempt's Idempotency-Key is kept for the next press: after a change or an expired
 * login nothing was booked and the person goes on with the same attempt; after no answer the same
 * booking is asked for again. A booking made or a plain refusal ends the attempt.
 */
export const keepsAttempt = (failure: SubmitFailure): boolean => failure !== 'failed';
