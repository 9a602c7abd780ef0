import { fetchSchedules, type ScheduleParams } from '@/api/schedules';
import type { Schedule } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

/**
 * Schedules reset to empty on request and on error (spec part 1 §4). A failure is said where the
 * dates would be, with its cause and the retry (an unknown trip on its own page): not in the overlay too.
 */
export const schedules = createResourceSlice<Schedule[], ScheduleParams>({
  name: 'schedules',
  empty: [],
  load: fetchSchedules,
  resetOnRequest: true,
  quiet: true,
});
