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
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted') return 'unknown';
  if (error.kind !== 'http' || error.status === null) return 'failed';
  if (NO_ANSWER_STATUSES.includes(error.status)) return 'unknown';
  if (error.status === 401) return 'loggedOut';
  if (error.status === 409) return 'changed';
  if (error.status >= 400 && error.status < 500 && CHANGE_WORDS.test(error.message)) return 'changed';
  return 'failed';
}

/**
 * How long a tab asks again for a booking whose answer never came (decision): the server keeps an
 * Idempotency-Key at least this long (docs/api/headers.md); later, asking again could book twice.
 */
const ATTEMPT_KEEP_HOURS = 24;
export const ATTEMPT_KEEP_MS = ATTEMPT_KEEP_HOURS * 60 * 60 * 1000;

/**
 * What a failed submit leaves of its attempt: 'resend' keeps the booking as sent and its key (no
 * answer; or a booking asked for again that met anything but a plain refusal: the first may exist);
 * 'key' keeps the key only (a change refused, a login ended: nothing was booked, the person goes on
 * with the booking of now); 'none' ends it (a refusal: the next press is a new booking; when asking
 * again, only a plain 4xx refusal says the first one was not booked).
 */
export function attemptAfter(
  failure: SubmitFailure,
  { resending, status }: { resending: boolean; status: number | null },
): 'resend' | 'key' | 'none' {
  if (failure === 'unknown') return 'resend';
  const plainRefusal = failure === 'failed' && status !== null && status >= 400 && status < 500;
  if (resending) return plainRefusal ? 'none' : 'resend';
  return failure === 'failed' ? 'none' : 'key';
}

/** While an answer is outstanding and the browser is online, it is asked for again this often (besides on 'online'). */
export const ASK_AGAIN_SECONDS = 30;
