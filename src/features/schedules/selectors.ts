import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { Schedule } from '../../api/schemas';

export const selectSchedules = (state: RootState) => state.schedules.data;
export const selectSchedulesStatus = (state: RootState) => state.schedules.status;

export interface DateOption {
  start: string;
  end: string;
  /** The cheapest room price of the date, -1 when every room is on request. */
  priceFrom: number;
  bookable: boolean;
  onRequest: boolean;
  soldOut: boolean;
  /** The schedule to select for this date: the cheapest bookable room, else the first. */
  schedule: Schedule;
}

/** One option per departure date, in date order. */
export const selectDateOptions = createSelector([selectSchedules], (schedules): DateOption[] => {
  const byStart = new Map<string, Schedule[]>();
  for (const schedule of schedules) {
    const list = byStart.get(schedule.start) ?? [];
    list.push(schedule);
    byStart.set(schedule.start, list);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, list]) => {
      const prices = list.map((s) => s.price).filter((p) => p >= 0);
      const bookable = list.some((s) => s.bookable);
      const onRequest = !bookable && list.some((s) => s.onRequest);
      const first = list.find((s) => s.bookable) ?? list.find((s) => s.onRequest) ?? list[0] as Schedule;
      return {
        start,
        end: first.end,
        priceFrom: prices.length > 0 ? Math.min(...prices) : -1,
        bookable,
        onRequest,
        soldOut: !bookable && !onRequest,
        schedule: first,
      };
    });
});

/** The room types on offer for the chosen date. */
export const selectRoomOptions = createSelector(
  [selectSchedules, (state: RootState) => state.booking.selectedDate],
  (schedules, selectedDate) => (selectedDate ? schedules.filter((s) => s.start === selectedDate) : []),
);
