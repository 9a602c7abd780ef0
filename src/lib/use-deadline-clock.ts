import { useEffect, useState } from 'react';

/** Longest a timer may wait (setTimeout's limit is about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The current time, refreshed when a deadline passes: a component reading 'is this offer still
 * valid' shows the change the moment it happens, without ticking every second.
 */
export function useDeadlineClock(deadlines: readonly (string | null | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = deadlines.join('|');
  useEffect(() => {
    const next = key
      .split('|')
      .map((text) => (text ? Date.parse(text) : Number.NaN))
      .filter((time) => Number.isFinite(time) && time > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return undefined;
    // A deadline already past in real time fires at once.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_WAIT_MS, Math.max(0, next - Date.now() + 50)));
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}
