/**
 * The payment page's countdown (spec part 2 §2: hours, minutes, seconds, ticking every second, a
 * finish event when the target time is reached). Pure: the component passes the clock.
 */

interface Remaining {
  hours: number;
  minutes: number;
  seconds: number;
  /** The target time is reached (or passed). */
  done: boolean;
}

/** What is left until `deadline` at `now` (milliseconds), counted in whole seconds, hours not capped at 24. */
export function remainingUntil(deadline: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((deadline - now) / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/**
 * What a screen reader is told (the component's polite live region speaks when it changes): the
 * remaining time rounded up, to the hour above an hour, to five minutes above ten minutes, then to
 * the minute, and 'less than a minute' at the end; null once nothing is left. So it changes at most
 * once a minute (hourly for most of a long countdown), and never says more time than is left by
 * more than its step.
 */
export function announcement(remaining: Remaining): { hours: number; minutes: number } | 'lastMinute' | null {
  if (remaining.done) return null;
  const seconds = remaining.hours * 3600 + remaining.minutes * 60 + remaining.seconds;
  if (seconds < 60) return 'lastMinute';
  const minutes = Math.ceil(seconds / 60);
  const rounded = minutes > 60 ? Math.ceil(minutes / 60) * 60 : minutes > 10 ? Math.ceil(minutes / 5) * 5 : minutes;
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** Two digits for the clock face ('05'). */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
