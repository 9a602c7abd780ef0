/** How long a fare offer may be chosen (spec part 2 §3, §4, §9); kept apart so the first page carries no fare rules. */

/** A fare offer is shown as valid until this much before the server's validUntil. */
const FARE_VALIDITY_MARGIN_MS = 5 * 60 * 1000;

const time = (iso: string) => new Date(iso).getTime();

/**
 * The offer's validity shown to the customer: the server's minus 5 minutes; null when the server
 * names none (a search that offers only a request) or none that can be read.
 */
export function fareValidUntil(serverValidUntil: string | null): string | null {
  const until = serverValidUntil === null ? Number.NaN : time(serverValidUntil);
  return Number.isFinite(until) ? new Date(until - FARE_VALIDITY_MARGIN_MS).toISOString() : null;
}

/** An offer is expired when its validity is in the past (spec part 2 §4). */
export function isFareExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && time(validUntil) <= now.getTime();
}
