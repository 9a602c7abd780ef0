import type { ApiClient } from './client';
import { paymentStatusSchema, payReplySchema, type PayReply } from './schemas/payment';
import type { PaymentCategory } from '../domain/payment-page';

/** What the payment page shows of a booking (decision: GET /fapi/booking/{bookingNo}/payment). */
export const fetchPaymentStatus = (client: ApiClient, bookingNo: string, { signal }: { signal?: AbortSignal } = {}) =>
  client.request(`/fapi/booking/${encodeURIComponent(bookingNo)}/payment`, { schema: paymentStatusSchema, signal });

/**
 * A card payment as /fapi gets it (docs/api/card-payment.md): the provider's single-use token, the
 * card's brand and last digits, and the address the issuer sends the person back to after 3-D
 * Secure. Never the card number or the security code.
 */
export interface TokenPayment {
  token: string;
  brand: string;
  last4: string;
  returnUrl: string;
}

/** POST /fapi/booking/pay/{booking_no}/{payment_category} (spec part 2 §7): the amount and, paying by card, the token. */
export const payBooking = (
  client: ApiClient,
  bookingNo: string,
  category: PaymentCategory,
  body: { amount: number } & Partial<TokenPayment>,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<PayReply> =>
  client.request(`/fapi/booking/pay/${encodeURIComponent(bookingNo)}/${category}`, {
    method: 'POST',
    body,
    schema: payReplySchema,
    timeoutMs: 60_000,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
