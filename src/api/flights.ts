import type { ApiClient, Call } from './client';
import { flightSchema, type Flight } from './schemas';
import { z } from '../config/z';
import { ApiError } from './errors';

/**
 * The flights of a trip's dates, whole dates only: a flight that cannot be read (its day or time
 * unreadable, a field missing) takes the other flights of its date with it, so a date shows all its
 * flights or none (then its flight details follow); one whose date cannot be read either leaves
 * the trip without flight data.
 */
export function wholeDates(items: readonly unknown[]): Flight[] | null {
  const parsed = items.map((item) => ({ item, result: z.safeParse(flightSchema, item) }));
  const broken = new Set<string>();
  for (const { item, result } of parsed) {
    if (result.success) continue;
    const start = (item as { start?: unknown } | null)?.start;
    if (typeof start !== 'string') return null;
    broken.add(start.slice(0, 10));
  }
  return parsed.flatMap(({ result }) =>
    result.success && !broken.has(result.data.start.slice(0, 10)) ? [result.data] : [],
  );
}

export async function fetchFlights(client: ApiClient, travelCode: string, { signal }: Call = {}): Promise<Flight[]> {
  const path = `/fapi/flight/${encodeURIComponent(travelCode)}`;
  const items = await client.request(path, { schema: z.array(z.unknown()), signal });
  const flights = wholeDates(items);
  if (flights === null) throw new ApiError('malformed', 'A flight without a readable date', { call: `GET ${path}` });
  return flights;
}
