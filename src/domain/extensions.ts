import { addDays, daysBetween } from './format/date';
import { FLIGHT_CONTROL, validityOf, type ExtensionFacts } from './types';

export const MAX_EXTENSION_NIGHTS = 14;
/** A pre-extension must start at least this many days from today (spec part 1 §5). */
const PRE_EXTENSION_MIN_DAYS = 3;
/** Extensions are offered when they are valid within this many days of the trip (spec part 1 §9). */
const EXTENSION_CANDIDATE_DAYS = 7;

export type ExtensionKind = 'pre' | 'post';

/** Nights before the trip make a pre-extension, nights after it a post-extension. */
export function extensionKind(extension: { additionalData: { vv: number; nv: number } }): ExtensionKind {
  return extension.additionalData.vv > 0 ? 'pre' : 'post';
}

/** Nights are whole numbers from 0 to 14 (spec part 1 §5). */
export function clampNights(nights: number): number {
  if (!Number.isFinite(nights)) return 0;
  return Math.min(MAX_EXTENSION_NIGHTS, Math.max(0, Math.trunc(nights)));
}

/**
 * Choosing an extension replaces one of the same kind (spec part 1 §4); with both nights at 0 it
 * is removed instead.
 */
export function chooseExtension<T extends Pick<ExtensionFacts, 'additionalData'> & { service: { id: number } }>(
  chosen: readonly T[],
  next: T,
): T[] {
  const nights = { vv: clampNights(next.additionalData.vv), nv: clampNights(next.additionalData.nv) };
  // At 0 nights it has no side: only this extension goes, one on the other side stays.
  if (nights.vv === 0 && nights.nv === 0) return chosen.filter((e) => e.service.id !== next.service.id);
  const kind = extensionKind(next);
  const others = chosen.filter((e) => e.service.id !== next.service.id && extensionKind(e) !== kind);
  return [...others, { ...next, additionalData: { ...next.additionalData, ...nights } }];
}

/** The extension with `nights` on its side: before the trip for a pre-extension, after it for a post one. */
export function withNights<T extends { additionalData: { vv: number; nv: number } }>(extension: T, nights: number): T {
  const kind = extensionKind(extension);
  return {
    ...extension,
    additionalData: { ...extension.additionalData, vv: kind === 'pre' ? nights : 0, nv: kind === 'post' ? nights : 0 },
  };
}

/** The nights before (pre) and after (post) the trip of the chosen extensions. */
export function extensionNights(chosen: readonly { additionalData: { vv: number; nv: number } }[]): {
  before: number;
  after: number;
} {
  return chosen.reduce(
    (sum, e) => ({ before: sum.before + e.additionalData.vv, after: sum.after + e.additionalData.nv }),
    { before: 0, after: 0 },
  );
}

/** A pre-extension of `nights` must start at least 3 days from today (spec part 1 §5). */
export function isPreExtensionAllowed({
  tripStart,
  nights,
  today,
}: {
  tripStart: string;
  nights: number;
  today: string;
}): boolean {
  const extensionStart = addDays(tripStart, -nights);
  const days = daysBetween(today, extensionStart);
  return days !== null && days >= PRE_EXTENSION_MIN_DAYS;
}

/**
 * A chosen extension may be booked with this date (spec part 1 §5, §9): offered for it, at most
 * MAX_EXTENSION_NIGHTS nights, and a pre-extension starting at least PRE_EXTENSION_MIN_DAYS days
 * from today. What the nights field allows holds this way on every path (a shared offer, a stored
 * booking opened days later).
 */
export function isExtensionAllowed(
  chosen: ExtensionFacts & { additionalData: { vv: number; nv: number } },
  trip: { start: string; end: string },
  today: string,
): boolean {
  const { vv, nv } = chosen.additionalData;
  if (vv > MAX_EXTENSION_NIGHTS || nv > MAX_EXTENSION_NIGHTS || !isExtensionCandidate(chosen, trip)) return false;
  return vv === 0 || isPreExtensionAllowed({ tripStart: trip.start, nights: vv, today });
}

/** What the extension rules' texts state (interpolated, never written into a text). */
export const EXTENSION_LIMITS = { preStartDays: PRE_EXTENSION_MIN_DAYS, maxNights: MAX_EXTENSION_NIGHTS } as const;

/** The most nights a pre-extension may have so that it starts at least 3 days from today (0: none). */
export function maxPreExtensionNights({ tripStart, today }: { tripStart: string; today: string }): number {
  const days = daysBetween(today, tripStart);
  return days === null ? 0 : Math.max(0, Math.min(MAX_EXTENSION_NIGHTS, days - PRE_EXTENSION_MIN_DAYS));
}

/**
 * Extensions offered for a trip: those valid on a day within 7 days before the start (pre) or
 * after the end (post). Entries without validity dates are always offered (decision).
 */
export function isExtensionCandidate(
  extension: ExtensionFacts,
  { start, end }: { start: string; end: string },
): boolean {
  const { from, until } = validityOf(extension);
  if (!from && !until) return true;
  const [windowStart, windowEnd] =
    extensionKind(extension) === 'pre'
      ? [addDays(start, -EXTENSION_CANDIDATE_DAYS), start]
      : [end, addDays(end, EXTENSION_CANDIDATE_DAYS)];
  return (!from || from <= windowEnd) && (!until || until >= windowStart);
}

/**
 * Transfer codes (spec part 1 §3), read as from–to with F airport, V pre-stay hotel, H trip hotel,
 * N post-stay hotel, T meeting point, R railway station (decision, docs/decisions.md).
 */
const TRANSFER_CODES = ['FV', 'VH', 'HN', 'NF', 'FH', 'HF', 'VT', 'RT', 'RV', 'VV'] as const;
type TransferCode = (typeof TRANSFER_CODES)[number];

/**
 * The transfers that fit the journey (spec part 1 §4 "Transfer steps depend on flight control
 * mode, the no-flight choice and extensions"). Arriving by the trip's flight: airport to the
 * pre-stay (FV) and on (VH) with a pre-extension, else airport to hotel (FH); leaving: hotel to
 * post-stay (HN) and on to the airport (NF) with a post-extension, else hotel to airport (HF).
 * Arriving on one's own: station to the meeting point (RT), or with a pre-extension station to
 * the pre-stay (RV), within it (VV) and on to the meeting point (VT); leaving: to the post-stay (HN).
 */
export function transferSteps({
  flightControl,
  noFlight,
  hasPre,
  hasPost,
}: {
  flightControl: number | null;
  noFlight: boolean;
  hasPre: boolean;
  hasPost: boolean;
}): TransferCode[] {
  const byFlight = !noFlight && flightControl !== FLIGHT_CONTROL.noFlight;
  const arrival: TransferCode[] = byFlight ? (hasPre ? ['FV', 'VH'] : ['FH']) : hasPre ? ['RV', 'VV', 'VT'] : ['RT'];
  const departure: TransferCode[] = byFlight ? (hasPost ? ['HN', 'NF'] : ['HF']) : hasPost ? ['HN'] : [];
  return [...arrival, ...departure];
}

/** Keeps only the chosen transfers that still fit the journey (an extension gone takes its transfers; a new pre-extension replaces FH). */
export function keepFittingTransfers<T extends { service: { subCategory: string | null } }>(
  chosen: readonly T[],
  steps: readonly TransferCode[],
): T[] {
  return chosen.filter(
    (t) =>
      !t.service.subCategory ||
      !(TRANSFER_CODES as readonly string[]).includes(t.service.subCategory) ||
      steps.includes(t.service.subCategory as TransferCode),
  );
}

/**
 * The transfers that fit a journey (spec part 1 §4): by flight or on one's own (the flight control
 * and its opt-out), with or without a pre- or post-extension. The options offered and the chosen
 * transfers kept after a change both come from here.
 */
export function fittingTransfers<T extends { service: { subCategory: string | null } }>(
  transfers: readonly T[],
  journey: {
    flightControl: number | null;
    noFlight: boolean;
    accommodations: readonly { additionalData: { vv: number; nv: number } }[];
  },
): T[] {
  const nights = extensionNights(journey.accommodations);
  return keepFittingTransfers(
    transfers,
    transferSteps({
      flightControl: journey.flightControl,
      noFlight: journey.noFlight,
      hasPre: nights.before > 0,
      hasPost: nights.after > 0,
    }),
  );
}

/**
 * A service button toggles its entry (spec part 1 §4); in single mode the new choice replaces what
 * was chosen. Choices are the same when the service's id and the traveller match.
 */
export function toggleService<T extends { id: number; travellerIndex: number | null }>(
  chosen: readonly T[],
  choice: T,
  { single = false }: { single?: boolean } = {},
): T[] {
  const same = (e: T) => e.id === choice.id && e.travellerIndex === choice.travellerIndex;
  if (chosen.some(same)) return chosen.filter((e) => !same(e));
  return single ? [choice] : [...chosen, choice];
}

/**
 * The extension's title: its kind before its name ('Vorprogramm: Oberstdorf'), or the name alone
 * when it names its kind already ('Vorprogramm Oberstdorf', never 'Vorprogramm: Vorprogramm …').
 */
export function extensionTitle(kindLabel: string, name: string): string {
  const label = kindLabel.trim();
  return name.trim().toLocaleLowerCase().startsWith(label.toLocaleLowerCase())
    ? name.trim()
    : `${label}: ${name.trim()}`;
}
