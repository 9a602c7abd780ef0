import { daysBetween } from './format/date';

/** Rail tickets are bookable until the flight ticket is issued, not later than this many weeks before departure (spec part 2 §9). */
export const RAIL_FLY_LEAD_WEEKS = 6;

/**
 * Rail and fly is offered for a departure at least RAIL_FLY_LEAD_WEEKS away (spec part 2 §9): on
 * the last day of that lead time still, a day later no more.
 */
export function isRailFlyOffered({ start, today }: { start: string | null; today: string }): boolean {
  if (start === null) return false;
  const days = daysBetween(today, start);
  return days !== null && days >= RAIL_FLY_LEAD_WEEKS * 7;
}
