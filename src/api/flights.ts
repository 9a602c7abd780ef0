import type { ApiClient, Call } from './client';
import { flightListSchema } from './schemas';

export const fetchFlights = (client: ApiClient, travelCode: string, { signal }: Call = {}) =>
  client.request(`/fapi/flight/${encodeURIComponent(travelCode)}`, { schema: flightListSchema, signal });
