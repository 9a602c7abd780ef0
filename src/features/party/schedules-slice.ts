import { fetchSchedules, type ScheduleParams } from '@/api/schedules';
import type { Schedule } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

/** Schedules reset to empty on request and on error (spec part 1 §4); an unknown trip (404) has its own page, not the overlay. */
export const schedules = createResourceSlice<Schedule[], ScheduleParams>({
  name: 'schedules',
  empty: [],
  load: fetchSchedules,
  resetOnRequest: true,
  quiet: (error) => error.status === 404,
});
