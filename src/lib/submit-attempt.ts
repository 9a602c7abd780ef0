/**
 * The submit attempt a tab keeps after a submit that did not end it (domain/submit-outcome): its
 * Idempotency-Key and, when no answer came, the very booking that was sent, so that asking again
 * (after the connection is back, after a reload) repeats both and the server books once. Kept in
 * sessionStorage beside the tab's salt; anything unreadable there is no attempt.
 */
const ATTEMPT_KEY = 'asi-submit-attempt';

export interface SubmitAttempt {
  travelCode: string;
  key: string;
  /** The booking as it was sent, when its answer never came; null when the server said no. */
  sent: unknown;
}

let pageAttempt: SubmitAttempt | null = null;

function read(): SubmitAttempt | null {
  try {
    const text = window.sessionStorage.getItem(ATTEMPT_KEY);
    if (text === null) return pageAttempt;
    const value = JSON.parse(text) as Partial<SubmitAttempt> | null;
    if (
      value &&
      typeof value.travelCode === 'string' &&
      typeof value.key === 'string' &&
      /^[\w-]{8,128}$/.test(value.key)
    )
      return { travelCode: value.travelCode, key: value.key, sent: value.sent ?? null };
    return null;
  } catch {
    return pageAttempt;
  }
}

/** The tab's open attempt for this trip, if any. */
export function heldAttempt(travelCode: string): SubmitAttempt | null {
  const attempt = read();
  return attempt?.travelCode === travelCode ? attempt : null;
}

export function holdAttempt(attempt: SubmitAttempt): void {
  pageAttempt = attempt;
  try {
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    /* kept for this page */
  }
}

/** The attempt ended (booked, or refused for good): the next submit is a new one. */
export function releaseAttempt(): void {
  pageAttempt = null;
  try {
    window.sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    /* nothing stored */
  }
}
