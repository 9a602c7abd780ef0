import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectSchedules = (state: RootState) => state.schedules.data;
export const selectSchedulesStatus = (state: RootState) => state.schedules.status;

/** Whether the trip has any date at all (else 'no dates available'). */
export const selectHasDates = (state: RootState) => state.schedules.data.length > 0;

/** The room types on offer for the chosen date. */
export const selectRoomOptions = createSelector(
  [selectSchedules, (state: RootState) => state.booking.selectedDate],
  (schedules, selectedDate) => (selectedDate ? schedules.filter((s) => s.start === selectedDate) : []),
);
