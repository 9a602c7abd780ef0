import type { ApiClient, Call } from './client';
import { schedulePath } from './early-calls';
import { scheduleListSchema } from './schemas';

export interface ScheduleParams {
  code: string;
  whitelabel?: string | null;
  /** 'yyyy-mm-dd|yyyy-mm-dd' */
  dateRange?: string | null;
  year?: number | null;
}

/**
 * GET without date range or year, else POST {dateRange, year} (spec part 1 §7). `lang` carries
 * only a whitelabel, as the spec's call list says; the page language travels in Accept-Language.
 */
export function fetchSchedules(
  client: ApiClient,
  { code, whitelabel, dateRange, year }: ScheduleParams,
  { signal, onLeftOut }: Call = {},
) {
  const path = schedulePath(code);
  const query = { lang: whitelabel ?? null };
  // A date's broken room is left out and said (the date then reads as incomplete, not as cheaper).
  if (!dateRange && !year) return client.request(path, { query, schema: scheduleListSchema, signal, onLeftOut });
  return client.request(path, {
    method: 'POST',
    query,
    body: { dateRange: dateRange ?? null, year: year ?? null },
    schema: scheduleListSchema,
    signal,
    onLeftOut,
  });
}
