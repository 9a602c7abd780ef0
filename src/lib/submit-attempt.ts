/**
 * The submit attempt a tab keeps for a trip while it is not over (domain/submit-outcome): its
 * Idempotency-Key and, while its answer is outstanding, the very booking that was sent, so that
 * asking again (after the connection is back, after a reload) repeats both and the server books
 * once. Written before the booking goes, so a reload or a crash in the middle finds it. Kept in
 * sessionStorage beside the tab's salt, one per trip; anything unreadable there is no attempt.
 */
const attemptKey = (travelCode: string) => `asi-submit-attempt:${travelCode}`;

export interface SubmitAttempt {
  travelCode: string;
  key: string;
  /** The booking as it was sent, while its answer is outstanding; null once the server said no. */
  sent: unknown;
  /** When it was sent (ms). */
  sentAt: number;
}

const pageAttempts = new Map<string, SubmitAttempt>();

function read(travelCode: string): SubmitAttempt | null {
  let text: string | null;
  try {
    text = window.sessionStorage.getItem(attemptKey(travelCode));
  } catch {
    // Storage unavailable: what this page holds.
    return pageAttempts.get(travelCode) ?? null;
  }
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SubmitAttempt> | null;
    if (
      value &&
      value.travelCode === travelCode &&
      typeof value.key === 'string' &&
      /^[\w-]{8,128}$/.test(value.key) &&
      typeof value.sentAt === 'number' &&
      Number.isFinite(value.sentAt)
    )
      return { travelCode, key: value.key, sent: value.sent ?? null, sentAt: value.sentAt };
  } catch {
    /* not JSON: no attempt */
  }
  return null;
}

/** The tab's open attempt for this trip, if any, and not older than `maxAgeMs`. */
export function heldAttempt(travelCode: string, now: number, maxAgeMs: number): SubmitAttempt | null {
  const attempt = read(travelCode);
  return attempt && now - attempt.sentAt <= maxAgeMs && attempt.sentAt <= now + 60_000 ? attempt : null;
}

export function holdAttempt(attempt: SubmitAttempt): void {
  pageAttempts.set(attempt.travelCode, attempt);
  try {
    window.sessionStorage.setItem(attemptKey(attempt.travelCode), JSON.stringify(attempt));
  } catch {
    /* kept for this page */
  }
}

/** The attempt ended (booked, or refused for good): the next submit is a new one. */
export function releaseAttempt(travelCode: string): void {
  pageAttempts.delete(travelCode);
  try {
    window.sessionStorage.removeItem(attemptKey(travelCode));
  } catch {
    /* nothing stored */
  }
}
