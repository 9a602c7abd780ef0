/**
 * How long the catalogue's prices are taken as they came (decision): a booking can sit in a tab for
 * days while prices and places change, so step 3 and the submit ask the server again after this.
 */
export const PRICE_FRESH_MINUTES = 15;

const MINUTE_MS = 60_000;

/** When a price reply last arrived (null: none yet) and whether the family's last call failed. */
export interface PriceReply {
  receivedAt: number | null;
  failed: boolean;
}

/**
 * The prices are to be asked for again: a price family's last call failed (its prices are unknown
 * or those of an earlier answer), or the oldest reply arrived more than PRICE_FRESH_MINUTES ago. A
 * family that was never asked (no answer, no failure) decides nothing.
 */
export function arePricesStale(replies: readonly PriceReply[], now: number): boolean {
  if (replies.some((reply) => reply.failed)) return true;
  const times = replies.map((reply) => reply.receivedAt).filter((at): at is number => at !== null);
  return times.length > 0 && now - Math.min(...times) > PRICE_FRESH_MINUTES * MINUTE_MS;
}
