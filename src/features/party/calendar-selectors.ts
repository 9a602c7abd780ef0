import { createSelector } from '@reduxjs/toolkit';
import type { Schedule } from '@/api/schemas';
import { calendarDays, isDateIncomplete, leadSchedule } from '@/domain/catalogue';
import { countDaysInclusive } from '@/domain/format';
import { roomTypeOf } from '@/domain/rooms';
import { selectToday } from '@/lib/today';
import { selectIncompleteDates, selectSchedulesByDate } from './schedule-selectors';

/**
 * The calendar of a non-group trip (spec part 1 §2, §5): selectable days from 10 days ahead with
 * their cheapest price and the schedule a click chooses; the same for the single-traveller filter
 * (days with a bookable or on-request single room). It loads with the calendar.
 */
export const selectCalendar = createSelector(
  [selectSchedulesByDate, selectToday, selectIncompleteDates],
  (byDate, today, incomplete) => {
    // A day whose rooms came incomplete is not offered (nor priced) until they load whole.
    const build = (only: (s: Schedule) => boolean) => {
      const keep = (s: Schedule) => only(s) && !isDateIncomplete(incomplete, s.start);
      return calendarDays(byDate, today, keep).flatMap((day) => {
        const schedule = leadSchedule((byDate.get(day.date) ?? []).filter(keep));
        return schedule
          ? [{ ...day, end: schedule.end, days: countDaysInclusive(day.date, schedule.end), schedule }]
          : [];
      });
    };
    return {
      all: build(() => true),
      single: build((s) => roomTypeOf(s.roomType).kind === 'group' && s.roomType === 'single'),
    };
  },
);
