/**
 * How long the catalogue's prices are taken as they came (decision): a booking can sit in a tab for
 * days while prices and places change, so step 3 and the submit ask the server again after this.
 */
export const PRICE_FRESH_MINUTES = 15;

const MINUTE_MS = 60_000;

/**
 * When a price reply last arrived (null: none yet), whether the family's last call failed, whether
 * the booking holds a choice it prices, and whether such a choice is missing from its current reply.
 */
export interface PriceReply {
  receivedAt: number | null;
  failed: boolean;
  chosen: boolean;
  unlisted: boolean;
}

/**
 * The prices are to be asked for again: the last call failed of a family that prices something
 * chosen, or its current reply does not list that choice (either way its price is the stored one,
 * unconfirmed), or the oldest reply arrived more than
 * PRICE_FRESH_MINUTES ago. A family that was never asked (no answer, no failure) decides nothing;
 * a failed one whose list nothing was chosen from neither.
 */
export function arePricesStale(replies: readonly PriceReply[], now: number): boolean {
  if (replies.some((reply) => (reply.failed || reply.unlisted) && reply.chosen)) return true;
  const times = replies.map((reply) => reply.receivedAt).filter((at): at is number => at !== null);
  return times.length > 0 && now - Math.min(...times) > PRICE_FRESH_MINUTES * MINUTE_MS;
}
