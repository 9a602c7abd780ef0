import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { offersDateUpdates, scheduleItemState, schedulesByDate } from '../../domain/catalogue';

const selectSchedules = (state: RootState) => state.schedules.data;
export const selectSchedulesStatus = (state: RootState) => state.schedules.status;

/** Whether the trip has any date at all (else 'no dates available'). */
export const selectHasDates = (state: RootState) => state.schedules.data.length > 0;

/** The schedules of each departure date, memoised once for the table, the calendar, the room options and the date count. */
export const selectSchedulesByDate = createSelector([selectSchedules], schedulesByDate);

const NO_SCHEDULES: readonly never[] = [];

/** The room types on offer for the chosen date. */
export const selectRoomOptions = createSelector(
  [selectSchedulesByDate, (state: RootState) => state.booking.selectedDate],
  (byDate, selectedDate) => (selectedDate ? byDate.get(selectedDate) ?? NO_SCHEDULES : NO_SCHEDULES),
);

/** Date updates are offered once the dates are in: none at all, or every one sold out (issue 14). */
export const selectOffersDateUpdates = createSelector([selectSchedules, selectSchedulesStatus], (schedules, status) =>
  status === 'succeeded' && offersDateUpdates(schedules.map(scheduleItemState)));
