import { decoration, nonEmpty, z } from '../../config/z';

/**
 * The card payment provider's contract (docs/api/card-payment.md): the page sends the card to
 * `POST {cardPayment.endpoint}/tokens` and nowhere else, and gets a single-use token back.
 */

/** What the page sends to the provider: the card, digits only, the year with four digits. */
export const cardTokenRequestSchema = z.strictObject({
  holder: z.string(),
  number: z.string().check(z.regex(/^\d{12,19}$/, 'digits only')),
  expiryMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expiryYear: z.int().check(z.minimum(2000), z.maximum(2099)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'digits only')),
});

/**
 * `201` from `POST /tokens`: the token is what counts; the brand and the last digits, which the
 * pay call names, fall back to what the page read from the card when the provider leaves them out.
 */
export const cardTokenSchema = z.object({
  token: nonEmpty(),
  brand: decoration(z.string(), null),
  last4: decoration(z.string(), null),
  expiryMonth: decoration(z.number(), null),
  expiryYear: decoration(z.number(), null),
});
export type CardToken = z.output<typeof cardTokenSchema>;

/** `4xx` from `POST /tokens`: the provider's code says why (invalid_number, invalid_expiry, invalid_cvc, declined, or another). */
export const cardTokenErrorSchema = z.object({
  error: z.object({ code: decoration(z.string(), null), message: decoration(z.string(), null) }),
});

/** A 3-D Secure (or other) action /fapi asks the page to follow: the redirect to the issuer's page. */
export const payActionSchema = z.object({ type: z.string(), url: decoration(z.string(), null) });
