/**
 * How long the catalogue's prices are taken as they came (decision): a booking can sit in a tab for
 * days while prices and places change, so step 3 and the submit ask the server again after this.
 */
export const PRICE_FRESH_MINUTES = 15;

const MINUTE_MS = 60_000;

/** The oldest of the price replies arrived more than PRICE_FRESH_MINUTES ago; none arrived: nothing to refresh. */
export function arePricesStale(receivedAt: readonly (number | null)[], now: number): boolean {
  const times = receivedAt.filter((at): at is number => at !== null);
  return times.length > 0 && now - Math.min(...times) > PRICE_FRESH_MINUTES * MINUTE_MS;
}
