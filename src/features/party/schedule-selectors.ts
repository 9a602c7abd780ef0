import { createSelector } from '@reduxjs/toolkit';
import { selectSeenDates, selectSelectedDate } from '@/features/choices';
import { offeredOn } from '@/domain/current-choices';
import { yearListsDate } from '@/domain/schedule-query';
import type { Schedule } from '@/api/schemas';
import type { RootState } from '@/app/store';
import {
  fromPrice,
  incompleteDates,
  isDateIncomplete,
  sharedGuide,
  sharedPriceRoom,
  leadSchedule,
  offersDateUpdates,
  salesBubbles,
  scheduleItemState,
  schedulesByDate,
} from '@/domain/catalogue';
import { selectTravel } from '@/features/travel';

const selectSchedules = (state: RootState) => state.schedules.data;
export const selectSchedulesStatus = (state: RootState) => state.schedules.status;

/** Whether the trip has any date at all (else 'no dates available'). */
export const selectHasDates = (state: RootState) => state.schedules.data.length > 0;

/** The dates whose rooms came incomplete (a broken room entry left out): offered once they load whole. */
export const selectIncompleteDates = createSelector(
  [(state: RootState) => state.schedules.leftOutDays],
  incompleteDates,
);

/** The chosen date came incomplete: its rooms and price are not whole (step 1 waits, the price box says so). */
export const selectChosenDateIncomplete = createSelector(
  [selectIncompleteDates, selectSelectedDate],
  (incomplete, selected) => selected !== null && isDateIncomplete(incomplete, selected),
);

/** The schedules of each departure date, memoised once for the table, the calendar, the room options and the date count. */
export const selectSchedulesByDate = createSelector([selectSchedules], schedulesByDate);

/** The room types the dates' list has for the chosen date (the rules that fill rooms read only these). */
export const selectListedRoomOptions = createSelector(
  [selectSchedulesByDate, selectSelectedDate],
  (byDate, day): readonly Schedule[] => (day === null ? [] : (byDate.get(day) ?? [])),
);

/**
 * The room types shown for the chosen date: as the dates' list has that day, else, while the list
 * shows another year or is on its way, as last seen: the rooms stay while the person looks at
 * another year's dates.
 */
export const selectRoomOptions = createSelector(
  [
    selectSelectedDate,
    selectSchedulesByDate,
    selectSeenDates,
    selectSchedulesStatus,
    (state: RootState) => state.schedules.asked,
  ],
  (day, byDate, seen, status, year) =>
    offeredOn(day, byDate, seen, status === 'succeeded' && day !== null && yearListsDate(year, day)),
);

/** A first list of dates came (another may be on its way, or have failed, since). */
export const selectDatesListedOnce = (state: RootState) => state.schedules.receivedAt !== null;

/** Date updates are offered once the dates are in: none at all, or every one sold out. */
export const selectOffersDateUpdates = createSelector(
  [selectSchedules, selectSchedulesStatus],
  (schedules, status) => status === 'succeeded' && offersDateUpdates(schedules.map(scheduleItemState)),
);

/** One row per departure date for the group table: its lead schedule's state and sales bubbles, and the lowest price. */
const selectDateRows = createSelector(
  [selectSchedulesByDate, selectTravel, selectIncompleteDates],
  (byDate, travel, incomplete) =>
    [...byDate.values()].flatMap((list) => {
      const lead = leadSchedule(list);
      return lead
        ? [
            {
              schedule: lead,
              state: isDateIncomplete(incomplete, lead.start) ? ('incomplete' as const) : scheduleItemState(lead),
              bubbles: salesBubbles(lead, travel?.minPax ?? 1),
              priceFrom: fromPrice(list),
            },
          ]
        : [];
    }),
);

/** The room all the table's prices are in, named once above it (domain/catalogue `sharedPriceRoom`); null otherwise. */
export const selectSharedPriceRoom = createSelector([selectDateRows], (rows) =>
  sharedPriceRoom(rows.map((row) => row.priceFrom)),
);

/** The guide every listed date shares, named once above the list on a phone (domain/catalogue `sharedGuide`); null otherwise. */
export const selectSharedGuide = createSelector([selectDateRows], (rows) =>
  sharedGuide(rows.map((row) => row.schedule.guides[0])),
);

/** The table's rows; a price names its room only where the table does not name one for all. */
export const selectScheduleItems = createSelector([selectDateRows, selectSharedPriceRoom], (rows, shared) =>
  shared ? rows.map((row) => ({ ...row, priceFrom: { ...row.priceFrom, room: null } })) : rows,
);

/** The year the dates were last asked for (null: every year): the one step 1 shows. */
export const selectDatesYear = (state: RootState): number | null => state.schedules.asked;

/** The years of the trip's dates; the year selector shows with more than one (spec part 1 §2). */
export const selectYears = createSelector([selectTravel], (travel) =>
  [...new Set((travel?.schedules ?? []).flatMap((s) => (s ? [Number(s.start.slice(0, 4))] : [])))].sort(),
);
