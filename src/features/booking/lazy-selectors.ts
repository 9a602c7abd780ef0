import { createSelector } from '@reduxjs/toolkit';
import { calendarDays, leadSchedule, ratingsToShow } from '../../domain/catalogue';
import { countDaysInclusive } from '../../domain/format';
import { roomTypeOf } from '../../domain/rooms';
import { selectSchedules, selectSchedulesByDate } from '../schedules/selectors';
import { selectTravel } from '../travel/selectors';
import { selectToday } from './selectors';

// Selectors only parts that load on demand read (the calendar, the ratings): they load with them.

/**
 * The calendar of a non-group trip (spec part 1 §2, §5): selectable days from 10 days ahead with
 * their cheapest price and the schedule a click chooses; the same for the single-traveller filter
 * (days with a bookable or on-request single room).
 */
export const selectCalendar = createSelector([selectSchedules, selectSchedulesByDate, selectToday], (schedules, byDate, today) => {
  const build = (keep: (s: (typeof schedules)[number]) => boolean) =>
    calendarDays(schedules.filter(keep), today).flatMap((day) => {
      const schedule = leadSchedule((byDate.get(day.date) ?? []).filter(keep));
      return schedule ? [{ ...day, end: schedule.end, days: countDaysInclusive(day.date, schedule.end), schedule }] : [];
    });
  return { all: build(() => true), single: build((s) => roomTypeOf(s.roomType).kind === 'group' && s.roomType === 'single') };
});


/** The ratings shown: real ones from 8 qualifying, else the defaults (spec part 1 §2, §9). */
export const selectRatings = createSelector([selectTravel], (travel) => ratingsToShow(travel?.rating ?? []));
