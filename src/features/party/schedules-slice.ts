import { createSlice } from '@reduxjs/toolkit';
import { fetchSchedules, type ScheduleParams } from '@/api/schedules';
import type { Schedule } from '@/api/schemas';
import { addResourcePhases, createResourceThunk, initialResourceState, type ResourceState } from '@/lib/request-phases';

/** The dates' family, with the year its list was last asked for. */
export interface SchedulesState extends ResourceState<Schedule[]> {
  /**
   * The year of the dates last asked for (spec part 1 §2 'year selector'); null for every year.
   * Step 1's year links show it, and asking the prices again asks it again.
   */
  year: number | null;
}

const fetch = createResourceThunk<Schedule[], ScheduleParams>('schedules/fetch', fetchSchedules, { quiet: true });

/**
 * Schedules reset to empty on request and on error (spec part 1 §4). A failure is said where the
 * dates would be, with its cause and the retry (an unknown trip on its own page): not in the overlay too.
 */
const slice = createSlice({
  name: 'schedules',
  initialState: (): SchedulesState => ({ ...initialResourceState<Schedule[]>([]), year: null }),
  reducers: {},
  extraReducers: (builder) => {
    addResourcePhases(builder, fetch, { empty: [], resetOnRequest: true });
    builder.addMatcher(fetch.pending.match, (state, action) => {
      state.year = action.meta.arg.year ?? null;
    });
  },
});

export const schedules = { slice, reducer: slice.reducer, fetch };
