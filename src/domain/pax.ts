import { validityOf } from './types';

/** The party size rules of spec part 1 §5. */
/** A schedule maxPax of 0 means 10 (spec part 1 §5). */
const DEFAULT_MAX_PAX = 10;

/** The smallest party: the travel's minimum unless a group trip, else 1. */
export function minimumPax(travel: { minPax: number; isGroup: boolean }): number {
  return travel.isGroup ? 1 : Math.max(1, travel.minPax);
}

/** The largest party: the schedule's maximum, 10 when that is 0. */
export function maximumPax(schedule: { maxPax: number } | null): number {
  return schedule && schedule.maxPax > 0 ? schedule.maxPax : DEFAULT_MAX_PAX;
}

export type PaxError =
  { key: 'required' } | { key: 'notNumeric' } | { key: 'belowMin'; value: number } | { key: 'aboveMax'; value: number };

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

/** Additional travellers kept at pax minus one (spec part 1 §4). */
export function additionalTravellerCount(pax: number | null): number {
  return Math.max(0, (pax ?? 1) - 1);
}

interface CompulsoryFacts {
  compulsoryPaxMin?: number | null;
  compulsoryPaxMax?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
  /** Spec part 2 §3 places the validity on the service: read when the entry has none of its own. */
  service?: { validFrom?: string | null; validUntil?: string | null };
}

/**
 * Compulsory upgrades apply when the pax falls within compulsoryPaxMin and compulsoryPaxMax and the
 * date within validFrom and validUntil (spec part 1 §9), the entry's or else its service's (part 2 §3). An upgrade with neither bound is optional.
 */
export function isCompulsoryFor(
  upgrade: CompulsoryFacts,
  { pax, date }: { pax: number | null; date: string | null },
): boolean {
  const min = upgrade.compulsoryPaxMin ?? null;
  const max = upgrade.compulsoryPaxMax ?? null;
  if (min === null && max === null) return false;
  if (pax === null || date === null) return false;
  if (min !== null && pax < min) return false;
  if (max !== null && pax > max) return false;
  const { from, until } = validityOf(upgrade);
  if (from && date < from) return false;
  if (until && date > until) return false;
  return true;
}

/**
 * The upgrades compulsory for this party and date (spec part 1 §4). A partner reads them 'auf
 * Anfrage' where others read 'inkludiert' (spec part 1 §1): for a partner each is on request (-1)
 * in every place, the price box and the total sent among them, so no line says 'auf Anfrage'
 * beside another that charges it.
 */
export function compulsoryUpgrades<T extends CompulsoryFacts & { price: number }>(
  upgrades: readonly T[],
  context: { pax: number | null; date: string | null; partner?: boolean },
): T[] {
  const compulsory = upgrades.filter((u) => isCompulsoryFor(u, context));
  return context.partner ? compulsory.map((u) => ({ ...u, price: -1 })) : compulsory;
}
