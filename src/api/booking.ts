import type { ApiClient } from './client';
import { bookingSchema, bookingSubmitResponseSchema } from './schemas';

export const submitBooking = (client: ApiClient, travelCode: string, payload: Record<string, unknown>) =>
  client.request(`/fapi/booking/${encodeURIComponent(travelCode)}`, { method: 'POST', body: payload, schema: bookingSubmitResponseSchema });

/** A stored booking by its number, for ?bookingId (decision: GET /fapi/booking/{bookingId}). */
export const fetchStoredBooking = (client: ApiClient, bookingId: string) =>
  client.request(`/fapi/booking/${encodeURIComponent(bookingId)}`, { schema: bookingSchema });
