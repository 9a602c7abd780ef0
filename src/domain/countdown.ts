/**
 * The payment page's countdown (spec part 2 §2: hours, minutes, seconds, ticking every second, a
 * finish event when the target time is reached). Pure: the component passes the clock.
 */

export interface Remaining {
  hours: number;
  minutes: number;
  seconds: number;
  /** The target time is reached (or passed). */
  done: boolean;
}

/** What is left until `deadline` at `now` (milliseconds), counted in whole seconds, hours not capped at 24. */
export function remainingUntil(deadline: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60, done: total === 0 };
}

/**
 * What a screen reader is told, at most once a minute: the remaining whole minutes (rounded up,
 * so '1 minute' lasts until the end), or null once nothing is left. The component announces when
 * this value changes.
 */
export function announcedMinutes(remaining: Remaining): { hours: number; minutes: number } | null {
  if (remaining.done) return null;
  const minutes = remaining.hours * 60 + remaining.minutes + (remaining.seconds > 0 ? 1 : 0);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Two digits for the clock face ('05'). */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
