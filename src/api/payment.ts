import type { ApiClient } from './client';
import { paymentStatusSchema, payReplySchema, type PayReply } from './schemas/payment';
import type { PaymentCategory } from '../domain/payment-page';
import type { CardBrand } from '../domain/validation/card';

/** What the payment page shows of a booking (decision: GET /fapi/booking/{bookingNo}/payment). */
export const fetchPaymentStatus = (client: ApiClient, bookingNo: string, { signal }: { signal?: AbortSignal } = {}) =>
  client.request(`/fapi/booking/${encodeURIComponent(bookingNo)}/payment`, { schema: paymentStatusSchema, signal });

/** A card as the pay call sends it: only ever passed through, never kept. */
export interface CardPayment {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  brand: CardBrand;
}

/** POST /fapi/booking/pay/{booking_no}/{payment_category} (spec part 2 §7): the amount and, paying by card, the card. */
export const payBooking = (
  client: ApiClient,
  bookingNo: string,
  category: PaymentCategory,
  body: { amount: number; card?: CardPayment },
  { idempotencyKey }: { idempotencyKey: string },
): Promise<PayReply> =>
  client.request(`/fapi/booking/pay/${encodeURIComponent(bookingNo)}/${category}`, {
    method: 'POST',
    body,
    schema: payReplySchema,
    timeoutMs: 60_000,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
