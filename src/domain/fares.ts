/** Fare search results (spec part 2 §5 'Flight search and fares', §9). */

interface FareSegment {
  departureDate: string;
  arrivalDate: string;
  flightNumber: string;
}
interface FareConnection {
  connectionHeader: {
    departureDisplayTime: string;
    travelStopps: number;
    legTravelTime?: { hours: number; minutes: number; addHours?: number };
  };
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
const FARE_DUPLICATE_TOLERANCE = 50;

export const firstConnection = (fare: FareFacts, leg: number) => fare.legs.find((l) => l.index === leg)?.connections[0];

/** The window a fare must fit (spec part 2 §5), from the schedule and the extension nights. */
export interface FareWindow {
  arrivalLatest: string | null;
  departureEarliest: string | null;
  lastTicketingDate: string | null;
  nightsBefore: number;
  nightsAfter: number;
}

/** Shifts an ISO time by whole days (for the extension nights). */
function shiftDays(iso: string, days: number): string {
  const date = new Date(iso);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

const time = (iso: string) => new Date(iso).getTime();

/** A date as yyyy-mm-dd, whether written so (with or without a time) or as dd.mm.yyyy; null when it is neither. */
export function dayOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(text);
  return german ? `${german[3]}-${(german[2] ?? '').padStart(2, '0')}-${(german[1] ?? '').padStart(2, '0')}` : null;
}

/**
 * A connection fits when the outbound one (the first leg) lands by the latest allowed arrival,
 * moved earlier by the pre-extension nights, and the return one (the last leg) leaves after the
 * earliest allowed departure, moved later by the post nights (spec part 2 §5).
 */
function connectionFits(
  connection: FareConnection,
  leg: { outbound: boolean; inbound: boolean },
  window: FareWindow,
): boolean {
  const { segments } = connection;
  const arrival = segments[segments.length - 1]?.arrivalDate;
  if (
    leg.outbound &&
    window.arrivalLatest &&
    arrival &&
    time(arrival) > time(shiftDays(window.arrivalLatest, -window.nightsBefore))
  )
    return false;
  const departure = segments[0]?.departureDate;
  if (
    leg.inbound &&
    window.departureEarliest &&
    departure &&
    time(departure) < time(shiftDays(window.departureEarliest, window.nightsAfter))
  )
    return false;
  return true;
}

/** A connection's travel time in minutes (spec part 2 §3 legTravelTime: hours, minutes, addHours). */
export function connectionMinutes(connection: Pick<FareConnection, 'connectionHeader'>): number {
  const time = connection.connectionHeader.legTravelTime;
  return time ? (time.hours + (time.addHours ?? 0)) * 60 + time.minutes : 0;
}

/** Fewer stops first, then the shorter travel time (the stops weigh a day each). */
function connectionRank(connection: FareConnection): number {
  return connection.connectionHeader.travelStopps * 24 * 60 + connectionMinutes(connection);
}

/**
 * The fare as it may be offered: only the connections that fit the trip, or null when a leg has
 * none left or the last ticketing date is missing or before the schedule's (spec part 2 §5; a
 * fare's other connections stay choosable when one of them misses the window, decision).
 */
export function fitFare<T extends FareFacts>(fare: T, window: FareWindow): T | null {
  const fareTicketing = dayOf(fare.fareInfoBox.lastTicketingDate);
  if (!fareTicketing) return null;
  const scheduleTicketing = dayOf(window.lastTicketingDate);
  if (scheduleTicketing && fareTicketing < scheduleTicketing) return null;
  const lastLeg = Math.max(...fare.legs.map((leg) => leg.index));
  const legs = fare.legs.map((leg) => ({
    ...leg,
    connections: leg.connections.filter((c) =>
      connectionFits(c, { outbound: leg.index === 0, inbound: leg.index === lastLeg && lastLeg > 0 }, window),
    ),
  }));
  if (!legs.every((leg) => leg.connections.length > 0)) return null;
  // The best connection of a leg first (fewest stops, then the shortest): it is the one preselected.
  return {
    ...fare,
    legs: legs.map((leg) => ({
      ...leg,
      connections: [...leg.connections].sort((x, y) => connectionRank(x) - connectionRank(y)),
    })),
  };
}

/** The flight numbers of every connection: fares with the same ones are duplicates. */
export function fareKey(fare: FareFacts): string {
  return fare.legs
    .map((leg) =>
      leg.connections.map((c) => c.segments.map((s) => s.flightNumber.replace(/\s+/g, '')).join('+')).join(','),
    )
    .join('|');
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
    const keepNew =
      Math.abs(fare.totalPrice - kept.totalPrice) > FARE_DUPLICATE_TOLERANCE
        ? fare.totalPrice < kept.totalPrice
        : (dayOf(fare.fareInfoBox.lastTicketingDate) ?? '') > (dayOf(kept.fareInfoBox.lastTicketingDate) ?? '');
    if (keepNew) byKey.set(key, fare);
  }
  return [...byKey.values()];
}

/** A fare's total is rounded up to whole euros (spec part 2 §3). */
export function roundFarePrice(totalPrice: number): number {
  return Math.ceil(totalPrice - 1e-9);
}

/** The fewest stops a leg can be flown with, for the leg that needs the most. */
export function fareStops(fare: FareFacts): number {
  return Math.max(
    0,
    ...fare.legs.map((leg) => Math.min(...leg.connections.map((c) => c.connectionHeader.travelStopps))),
  );
}

export type StopFilter = 'any' | 'nonstop' | 'max1' | 'max2';
export const STOP_FILTERS: readonly StopFilter[] = ['any', 'nonstop', 'max1', 'max2'];
const STOP_LIMIT: Record<StopFilter, number> = { any: Number.POSITIVE_INFINITY, nonstop: 0, max1: 1, max2: 2 };

/**
 * The stop filter (spec part 2 §9): each fare keeps the connections within the limit; a fare with
 * a leg left without one goes.
 */
export function filterByStops<T extends FareFacts>(fares: readonly T[], filter: StopFilter): T[] {
  if (filter === 'any') return [...fares];
  const limit = STOP_LIMIT[filter];
  const kept: T[] = [];
  for (const fare of fares) {
    const legs = fare.legs.map((leg) => ({
      ...leg,
      connections: leg.connections.filter((c) => c.connectionHeader.travelStopps <= limit),
    }));
    if (legs.every((leg) => leg.connections.length > 0))
      kept.push(
        legs.every((leg, i) => leg.connections.length === fare.legs[i]?.connections.length) ? fare : { ...fare, legs },
      );
  }
  return kept;
}

/** The fares that may be offered: fitted to the trip, prices rounded up, duplicates merged. */
export function offeredFares<T extends FareFacts>(fares: readonly T[], window: FareWindow): T[] {
  const fitted: T[] = [];
  for (const fare of fares) {
    const fit = fitFare(fare, window);
    if (fit) fitted.push({ ...fit, totalPrice: roundFarePrice(fit.totalPrice) });
  }
  return mergeDuplicateFares(fitted);
}

/**
 * The fare as booked: each leg keeps only the connection chosen for it (spec part 2 §4 'choose a
 * connection per leg'); null when a choice is missing or names no connection.
 */
export function withChosenConnections<T extends FareFacts>(fare: T, chosen: readonly number[]): T | null {
  const legs: T['legs'][number][] = [];
  for (const [position, leg] of fare.legs.entries()) {
    const connection = leg.connections[chosen[position] ?? -1];
    if (!connection) return null;
    legs.push({ ...leg, connections: [connection] });
  }
  return { ...fare, legs };
}

/** The airlines flying a fare (every connection offered), in the order listed, each once: their names where sent, else their codes. */
export function fareAirlines(fare: {
  legs: readonly {
    connections: readonly { segments: readonly { carrier: { code: string; hint?: string | null } }[] }[];
  }[];
}): string[] {
  const names = fare.legs.flatMap((leg) =>
    leg.connections.flatMap((connection) =>
      connection.segments.map((segment) => segment.carrier.hint?.trim() || segment.carrier.code),
    ),
  );
  return [...new Set(names.filter(Boolean))];
}
