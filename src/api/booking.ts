import type { ApiClient } from './client';
import { bookingSubmitResponseSchema } from './schemas';

export const submitBooking = (client: ApiClient, travelCode: string, payload: Record<string, unknown>) =>
  client.request(`/fapi/booking/${encodeURIComponent(travelCode)}`, { method: 'POST', body: payload, schema: bookingSubmitResponseSchema });
