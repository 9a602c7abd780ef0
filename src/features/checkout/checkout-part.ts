import type { Booking } from '@/api/schemas';
import { checkoutChoicesShape } from '@/api/schemas/checkout-choices';
import { bookingPart } from '@/lib/booking-part';

const part = bookingPart(checkoutChoicesShape);

/**
 * The checkout's part of the booking: what the person chose on step 3 (the documents, the flex
 * tariff, the redeemed voucher, the way to pay, the boxes). The payment type is not kept: it
 * follows the way to pay (checkout-selectors `selectPaymentType`).
 */
export type CheckoutPart = ReturnType<typeof part.create>;
export type CheckoutField = keyof CheckoutPart;

/** The checkout's fields, in the order the booking schema reads them. */
export const CHECKOUT_FIELDS = part.fields;

/** A new booking's checkout: the booking schema's defaults (digital documents, nothing else chosen). */
export const newCheckout = part.create;

/** The stored checkout read field by field: a field that does not read falls back to its default and is named. */
export const restoreCheckout = part.restore;

/** The checkout's fields of a booking read from the server (a stored booking opened again). */
export const checkoutOf = (booking: Pick<Booking, CheckoutField>): CheckoutPart =>
  Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, booking[field]])) as CheckoutPart;
