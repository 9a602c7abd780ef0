/** The sentinel the server uses for "price on request" (spec part 1 §3, §9). */
export const ON_REQUEST_PRICE = -1;

/**
 * Floors an amount to whole cents (spec part 1 §9 "Prices floored to cents").
 * Errs towards the lower amount; the tiny epsilon keeps binary noise (0.29 * 100 = 28.999…)
 * from losing a cent that the decimal value has.
 */
export function floorToCents(amount: number): number {
  return Math.floor(amount * 100 + 1e-7) / 100;
}

/** True when a price is missing or the on-request sentinel -1. */
export function isPriceOnRequest(price: number | null | undefined): boolean {
  return price === null || price === undefined || Number.isNaN(price) || price === ON_REQUEST_PRICE;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats a euro amount the way the spec shows it (part 1 §9): euro sign before the amount,
 * dot thousands, comma decimals, whole amounts end in ',–', negatives lead with a minus
 * ('-€ 50,–'), the sign bound to its amount by a no-break space. Missing or -1 gives the caller's translated 'auf Anfrage', but -1 is a reduction
 * of € 1 where the amount can be nothing else (`amountOnly`: a voucher, an opt-out).
 */
export function formatPrice(
  price: number | null | undefined,
  onRequestLabel: string,
  { amountOnly = false }: { amountOnly?: boolean } = {},
): string {
  if (price === null || price === undefined || Number.isNaN(price)) return onRequestLabel;
  if (!amountOnly && isPriceOnRequest(price)) return onRequestLabel;
  const floored = floorToCents(price);
  const cents = Math.round(Math.abs(floored) * 100);
  const euros = groupThousands(String(Math.floor(cents / 100)));
  const rest = cents % 100;
  const amount = rest === 0 ? `${euros},–` : `${euros},${String(rest).padStart(2, '0')}`;
  // A no-break space: the sign and its amount never part at a line's end.
  return `${floored < 0 ? '-' : ''}€\u00a0${amount}`;
}

/**
 * A price in a calendar day's narrow cell, the euro sign said once above the month ('1.890',
 * '1.890,50'): its cents kept, so a day never reads cheaper than it is. Null for on request.
 */
export function formatDayPrice(price: number | null | undefined): string | null {
  if (isPriceOnRequest(price)) return null;
  const amount = formatPrice(price, '');
  return amount.replace('€\u00a0', '').replace(/,–$/, '');
}
