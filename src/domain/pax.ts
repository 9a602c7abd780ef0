/** The party size rules of spec part 1 §5. */

/** A schedule maxPax of 0 means 10 (spec part 1 §5). */
export const DEFAULT_MAX_PAX = 10;

/** The smallest party: the travel's minimum unless a group trip, else 1. */
export function minimumPax(travel: { minPax: number; isGroup: boolean }): number {
  return travel.isGroup ? 1 : Math.max(1, travel.minPax);
}

/** The largest party: the schedule's maximum, 10 when that is 0. */
export function maximumPax(schedule: { maxPax: number } | null): number {
  return schedule && schedule.maxPax > 0 ? schedule.maxPax : DEFAULT_MAX_PAX;
}

export type PaxError = { key: 'required' } | { key: 'notNumeric' } | { key: 'belowMin'; value: number } | { key: 'aboveMax'; value: number };

/**
 * Checks what the user typed as party size: required, a whole number, at least the minimum, at
 * most the maximum. Returns the number, or the error to show next to the field.
 */
export function validatePax(input: string, min: number, max: number): { pax: number } | { error: PaxError } {
  const text = input.trim();
  if (text === '') return { error: { key: 'required' } };
  if (!/^\d+$/.test(text)) return { error: { key: 'notNumeric' } };
  const pax = Number(text);
  if (pax < min) return { error: { key: 'belowMin', value: min } };
  if (pax > max) return { error: { key: 'aboveMax', value: max } };
  return { pax };
}
