import type { ApiClient } from './client';
import { bookingSubmitResponseSchema, storedBookingSchema } from './schemas';

/** The submit may take longer than a catalogue call (the operator checks availability): 60 s. */
const SUBMIT_TIMEOUT_MS = 60_000;

export const submitBooking = (
  client: ApiClient,
  travelCode: string,
  payload: unknown,
  { idempotencyKey }: { idempotencyKey: string },
) =>
  client.request(`/fapi/booking/${encodeURIComponent(travelCode)}`, {
    method: 'POST',
    body: payload,
    schema: bookingSubmitResponseSchema,
    timeoutMs: SUBMIT_TIMEOUT_MS,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A stored booking by its number, for ?bookingId (decision: GET /fapi/booking/{bookingId}). */
export const fetchStoredBooking = (client: ApiClient, bookingId: string) =>
  client.request(`/fapi/booking/${encodeURIComponent(bookingId)}`, { schema: storedBookingSchema });

/**
 * POST /fapi/booking/confirm (spec part 2 §7, 'option confirmation'): the option's number and the
 * confirm link's token; the same confirmation sent again repeats its Idempotency-Key.
 */
export const confirmOption = (
  client: ApiClient,
  body: { bookingNo: string; token: string },
  { idempotencyKey }: { idempotencyKey: string },
) =>
  client.request('/fapi/booking/confirm', {
    method: 'POST',
    body,
    timeoutMs: SUBMIT_TIMEOUT_MS,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
