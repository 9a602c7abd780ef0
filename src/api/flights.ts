import type { ApiClient } from './client';
import { flightListSchema } from './schemas';

export const fetchFlights = (client: ApiClient, travelCode: string) =>
  client.request(`/fapi/flight/${encodeURIComponent(travelCode)}`, { schema: flightListSchema });
