import { deadlineTime } from './payment-page';
/**
 * What an option's confirm link's call came to (spec part 2 §7 POST /fapi/booking/confirm; the
 * reply is not shown, so the status decides): any 2xx confirms; 409 means it was confirmed
 * before (a second click, a reload, a reply lost on the way), which is the same good news; any
 * other 4xx is a final refusal (an expired option, a wrong link) to be told, not retried; no
 * answer or a server error may be tried again.
 */
type OptionOutcome = 'confirmed' | 'refused' | 'failed';

export function optionOutcome(status: number | null): OptionOutcome {
  if (status !== null && ((status >= 200 && status < 300) || status === 409)) return 'confirmed';
  if (status !== null && status >= 400 && status < 500) return 'refused';
  return 'failed';
}

export type OptionState = 'open' | 'expired' | 'confirmed' | 'unknown';

/**
 * Where an option stands when its page opens (decision: GET /fapi/booking/{no} says it with
 * `option {status, until}`): confirmed before, expired (said so, or its time has passed: a bare
 * day lasts to its end), open, or unknown (no option block: the button decides by the server's answer).
 */
export function optionState(
  option: { status: 'open' | 'expired' | 'confirmed'; until: string | null } | null,
  now: Date,
): OptionState {
  if (!option) return 'unknown';
  if (option.status !== 'open') return option.status;
  const until = deadlineTime(option.until);
  return until !== null && until <= now.getTime() ? 'expired' : 'open';
}

/** An option's deadline names a time of day ('2027-01-13T18:00'); a bare day lasts to its end and is read without one. */
export function deadlineHasTime(until: string): boolean {
  return /T\d{1,2}:\d/.test(until);
}
