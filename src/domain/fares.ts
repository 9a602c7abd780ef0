/** Fare search results (spec part 2 §5 'Flight search and fares', §9). */

export interface FareSegment {
  departureDate: string;
  arrivalDate: string;
  flightNumber: string;
}
export interface FareConnection {
  connectionHeader: { departureDisplayTime: string; travelStopps: number };
  segments: readonly FareSegment[];
}
export interface FareFacts {
  fareIndex: number;
  totalPrice: number;
  totalTime: number;
  fareInfoBox: { lastTicketingDate: string | null };
  legs: readonly { index: number; connections: readonly FareConnection[] }[];
}

/** Prices within this of each other count as the same (spec part 2 §9). */
export const FARE_DUPLICATE_TOLERANCE = 50;
/** A fare offer is shown as valid until this much before the server's validUntil. */
export const FARE_VALIDITY_MARGIN_MS = 5 * 60 * 1000;

const firstConnection = (fare: FareFacts, leg: number) => fare.legs.find((l) => l.index === leg)?.connections[0];

function lastArrival(fare: FareFacts): string | null {
  const segments = firstConnection(fare, 0)?.segments ?? [];
  return segments[segments.length - 1]?.arrivalDate ?? null;
}
function returnDeparture(fare: FareFacts): string | null {
  return firstConnection(fare, 1)?.segments[0]?.departureDate ?? null;
}

/** Shifts an ISO time by whole days (for the extension nights). */
function shiftDays(iso: string, days: number): string {
  const date = new Date(iso);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * Drops a fare that arrives after the latest allowed arrival (moved earlier by the pre-extension
 * nights), departs back before the earliest allowed departure (moved later by the post nights), or
 * whose last ticketing date is missing or before the schedule's (spec part 2 §5).
 */
export function isFareAllowed(fare: FareFacts, { arrivalLatest, departureEarliest, lastTicketingDate, nightsBefore, nightsAfter }: {
  arrivalLatest: string | null;
  departureEarliest: string | null;
  lastTicketingDate: string | null;
  nightsBefore: number;
  nightsAfter: number;
}): boolean {
  const fareTicketing = fare.fareInfoBox.lastTicketingDate;
  if (!fareTicketing) return false;
  if (lastTicketingDate && fareTicketing.slice(0, 10) < lastTicketingDate.slice(0, 10)) return false;
  const arrival = lastArrival(fare);
  if (arrivalLatest && arrival && time(arrival) > time(shiftDays(arrivalLatest, -nightsBefore))) return false;
  const departure = returnDeparture(fare);
  if (departureEarliest && departure && time(departure) < time(shiftDays(departureEarliest, nightsAfter))) return false;
  return true;
}

/** The flight numbers of every segment: fares with the same ones are duplicates. */
export function fareKey(fare: FareFacts): string {
  return fare.legs.map((leg) => (leg.connections[0]?.segments ?? []).map((s) => s.flightNumber.replace(/\s+/g, '')).join('+')).join('|');
}

/**
 * Merges duplicates (spec part 2 §5): keep the cheaper when prices differ by more than 50, else the
 * one with the later last ticketing date. The first-seen order is kept.
 */
export function mergeDuplicateFares<T extends FareFacts>(fares: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const fare of fares) {
    const key = fareKey(fare);
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, fare);
      continue;
    }
    const keepNew = Math.abs(fare.totalPrice - kept.totalPrice) > FARE_DUPLICATE_TOLERANCE
      ? fare.totalPrice < kept.totalPrice
      : (fare.fareInfoBox.lastTicketingDate ?? '') > (kept.fareInfoBox.lastTicketingDate ?? '');
    if (keepNew) byKey.set(key, fare);
  }
  return [...byKey.values()];
}

/** A fare's total is rounded up to whole euros (spec part 2 §3). */
export function roundFarePrice(totalPrice: number): number {
  return Math.ceil(totalPrice - 1e-9);
}

/** The offer's validity shown to the customer: the server's minus 5 minutes. */
export function fareValidUntil(serverValidUntil: string): string {
  return new Date(time(serverValidUntil) - FARE_VALIDITY_MARGIN_MS).toISOString();
}

/** An offer is expired when its validity is in the past (spec part 2 §4). */
export function isFareExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && time(validUntil) <= now.getTime();
}

/** The most stops of any leg. */
export function fareStops(fare: FareFacts): number {
  return Math.max(0, ...fare.legs.map((leg) => leg.connections[0]?.connectionHeader.travelStopps ?? 0));
}

export type StopFilter = 'any' | 'nonstop' | 'max1' | 'max2';
const STOP_LIMIT: Record<StopFilter, number> = { any: Number.POSITIVE_INFINITY, nonstop: 0, max1: 1, max2: 2 };

export function filterByStops<T extends FareFacts>(fares: readonly T[], filter: StopFilter): T[] {
  return fares.filter((fare) => fareStops(fare) <= STOP_LIMIT[filter]);
}

export type FareSort = 'best' | 'price' | 'time' | 'duration' | 'stops';

/**
 * 'best' weighs price against time: each hour of travel counts as 30 euros and each stop as 50
 * (decision: what a traveller would pay to save them).
 */
export function fareScore(fare: FareFacts): number {
  return fare.totalPrice + (fare.totalTime / 60) * 30 + fareStops(fare) * 50;
}

const departureTime = (fare: FareFacts) => firstConnection(fare, 0)?.connectionHeader.departureDisplayTime ?? '';

const COMPARE: Record<FareSort, (a: FareFacts, b: FareFacts) => number> = {
  best: (a, b) => fareScore(a) - fareScore(b),
  price: (a, b) => a.totalPrice - b.totalPrice,
  time: (a, b) => departureTime(a).localeCompare(departureTime(b)),
  duration: (a, b) => a.totalTime - b.totalTime,
  stops: (a, b) => fareStops(a) - fareStops(b),
};

/** A new sorted list (never in place); ties go to the cheaper, then the earlier in the list. */
export function sortFares<T extends FareFacts>(fares: readonly T[], sort: FareSort): T[] {
  return fares
    .map((fare, position) => ({ fare, position }))
    .sort((a, b) => COMPARE[sort](a.fare, b.fare) || a.fare.totalPrice - b.fare.totalPrice || a.position - b.position)
    .map(({ fare }) => fare);
}

export function cheapestFare<T extends FareFacts>(fares: readonly T[]): T | null {
  return sortFares(fares, 'price')[0] ?? null;
}

export function quickestFare<T extends FareFacts>(fares: readonly T[]): T | null {
  return sortFares(fares, 'duration')[0] ?? null;
}

/** The fare list as shown: allowed, merged, filtered by stops, sorted, prices rounded up. */
export function prepareFares<T extends FareFacts>(fares: readonly T[], options: Parameters<typeof isFareAllowed>[1] & { stops: StopFilter; sort: FareSort }): T[] {
  const allowed = fares.filter((fare) => isFareAllowed(fare, options)).map((fare) => ({ ...fare, totalPrice: roundFarePrice(fare.totalPrice) }));
  return sortFares(filterByStops(mergeDuplicateFares(allowed), options.stops), options.sort);
}
