import { fetchSchedules, type ScheduleParams } from '@/api/schedules';
import type { Schedule } from '@/api/schemas';
import { createAskedResourceSlice, type AskedResourceState } from '@/lib/request-phases';

/**
 * The dates' family; `asked` is the year of the dates last asked for (spec part 1 §2 'year
 * selector'), null for every year: step 1's year links show it, and asking the prices again asks it again.
 */
export type SchedulesState = AskedResourceState<Schedule[], number | null>;

/**
 * Schedules reset to empty on request and on error (spec part 1 §4). A failure is said where the
 * dates would be, with its cause and the retry (an unknown trip on its own page): not in the overlay too.
 */
export const schedules = createAskedResourceSlice<Schedule[], ScheduleParams, number | null>({
  name: 'schedules',
  empty: [],
  load: fetchSchedules,
  resetOnRequest: true,
  quiet: true,
  asked: (query) => query.year ?? null,
});
