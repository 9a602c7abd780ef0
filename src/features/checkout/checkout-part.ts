import type { Booking } from '@/api/schemas';
import { checkoutChoicesShape } from '@/api/schemas/checkout-choices';
import { z } from '@/config/z';

const checkoutPartSchema = z.object(checkoutChoicesShape);

/**
 * The checkout's part of the booking: what the person chose on step 3 (the documents, the flex
 * tariff, the redeemed voucher, the way to pay, the boxes). The payment type is not kept: it
 * follows the way to pay (checkout-selectors `selectPaymentType`).
 */
export type CheckoutPart = z.output<typeof checkoutPartSchema>;
export type CheckoutField = keyof CheckoutPart;

/** The checkout's fields, in the order the booking schema reads them. */
export const CHECKOUT_FIELDS = Object.keys(checkoutChoicesShape) as CheckoutField[];

/** A new booking's checkout: the booking schema's defaults (digital documents, nothing else chosen). */
export const newCheckout = (): CheckoutPart => z.parse(checkoutPartSchema, {});

/** The checkout's fields of a booking read from the server (a stored booking opened again). */
export const checkoutOf = (booking: Pick<Booking, CheckoutField>): CheckoutPart =>
  Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, booking[field]])) as CheckoutPart;

/** The stored checkout read field by field: a field that does not read falls back to its default and is named. */
export function restoreCheckout(stored: unknown): { part: CheckoutPart; dropped: CheckoutField[] } {
  const part = newCheckout();
  const dropped: CheckoutField[] = [];
  if (!stored || typeof stored !== 'object') return { part, dropped };
  const fields = stored as Record<string, unknown>;
  for (const field of CHECKOUT_FIELDS) {
    if (!(field in fields)) continue;
    const parsed = z.safeParse(checkoutChoicesShape[field] as z.core.$ZodType, fields[field]);
    if (parsed.success) Object.assign(part, { [field]: parsed.data });
    else dropped.push(field);
  }
  return { part, dropped };
}
