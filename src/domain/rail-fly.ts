import { daysBetween } from './format/date';

/** Rail tickets are bookable until the flight ticket is issued, not later than this many weeks before departure (spec part 2 §9). */
export const RAIL_FLY_LEAD_WEEKS = 6;

/**
 * Rail and fly is offered for a departure at least six weeks away (spec part 2 §9 'not later than
 * 6 weeks before departure'): on the 42nd day before it still, from the 41st no more.
 */
export function isRailFlyOffered({ start, today }: { start: string | null; today: string }): boolean {
  if (start === null) return false;
  const days = daysBetween(today, start);
  return days !== null && days >= RAIL_FLY_LEAD_WEEKS * 7;
}
