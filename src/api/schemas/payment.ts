import { PAYMENT_METHOD_IDS } from '../../domain/payment';
import { payActionSchema } from './card-payment';
import { giftVoucherOfOrderSchema } from './gift-voucher';
import { tripImageSchema } from './trip-image';
import { GENDERS } from './user';
import { decoration, flag, optionalText, orElse, realDate, yesNo, z } from '../../config/z';

/**
 * GET /fapi/booking/{bookingNo}/payment: what the payment page of a booking shows (decision: the
 * spec names the screen, not its call). Everything but the amount may be missing.
 */
export const paymentStatusSchema = z.object({
  bookingNo: optionalText,
  tourTitle: optionalText,
  /** The trip's picture (docs/api/trip-image.md). */
  image: decoration(tripImageSchema, null),
  departureDate: orElse(realDate, null),
  customer: orElse(
    z.object({
      gender: orElse(z.catch(z.nullable(z.enum(GENDERS)), null), null),
      title: optionalText,
      firstname: optionalText,
      lastname: optionalText,
    }),
    null,
  ),
  /** Still to pay (EUR); 0 when nothing is. */
  amountDue: z
    .number()
    .check(z.refine((n: number) => Number.isFinite(n) && n >= 0 && n <= 1_000_000, 'an implausible amount')),
  /** The balance was due and is not paid: the page says so. */
  overdue: flag,
  paid: flag,
  /** Until when it can be paid online (the countdown's target); without one the page has no countdown. */
  deadline: orElse(realDate, null),
  /** The way to pay chosen with the booking (the booking body's paymentMethod): the page starts with it. An unknown one is none. */
  paymentMethod: orElse(z.catch(z.nullable(z.enum(PAYMENT_METHOD_IDS)), null), null),
  /** The order is a gift voucher (docs/api/gift-voucher.md): its amount and recipient, and once paid its code and PDF. */
  giftVoucher: decoration(giftVoucherOfOrderSchema, null),
});
export type PaymentStatus = z.output<typeof paymentStatusSchema>;

/**
 * POST /fapi/booking/pay/{bookingNo}/{category}'s reply ('not shown' in the spec): a 2xx is paid
 * unless it says `paid: false` or asks for an action (the issuer's 3-D Secure page, by redirect).
 * What decides (`paid`, `action`) must be readable: a reply where it is not is not taken as paid,
 * and the page asks the server's payment status instead. The texts beside them may be anything.
 */
export const payReplySchema = z.object({
  paid: orElse(yesNo, null),
  status: decoration(z.string(), null),
  url: decoration(z.string(), null),
  action: orElse(payActionSchema, null),
});
export type PayReply = z.output<typeof payReplySchema>;

/**
 * The pay call's body: the amount, and paying by card the provider's single-use token with the
 * card's brand and last digits and where the issuer sends the person back. Never a card number or
 * security code: those go to the provider alone.
 */
export const payRequestSchema = z.union([
  z.strictObject({
    amount: z.number(),
    token: z.string(),
    brand: z.string(),
    last4: z.string().check(z.regex(/^\d{4}$/, 'four digits')),
    returnUrl: z.string(),
  }),
  z.strictObject({ amount: z.number() }),
]);
