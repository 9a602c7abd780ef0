import { createSelector } from '@reduxjs/toolkit';
import { maximumPax, minimumPax, validatePax } from '@/domain/pax';
import {
  canAddRoom,
  canRemoveRoom,
  countRemainingPersons,
  partlyUsedRooms,
  hasRoomError,
  personsPerRoom,
  roomAvailability,
  roomTypeOf,
} from '@/domain/rooms';
import { selectRoomOptions, selectSchedulesByDate } from './schedule-selectors';
import { selectTravel } from '@/features/travel';
import { selectPax, selectPaxInput, selectRooms, selectSchedule } from '@/features/choices';
import { countDates, salesBubbles } from '@/domain/catalogue';
import { countDaysInclusive } from '@/domain/format';

// The party and its rooms (spec part 1 §4, §5).

export const selectRemainingPersons = createSelector([selectPax, selectRooms], countRemainingPersons);
export const selectHasRoomError = createSelector([selectPax, selectRooms], hasRoomError);

/** Per room type of the chosen date: count, plus and minus, availability label and type group. */
export const selectRoomLines = createSelector(
  [selectRoomOptions, selectRooms, selectPax, selectTravel],
  (options, rooms, pax, travel) => {
    const remaining = countRemainingPersons(pax, rooms);
    return options.map((schedule) => {
      // A room is its room type's schedule on the chosen day.
      const booked = rooms.filter((r) => r.schedule.id === schedule.id).length;
      return {
        schedule,
        count: booked,
        persons: personsPerRoom(schedule.allocation),
        canAdd:
          pax !== null &&
          canAddRoom({ schedule, booked, remaining, halfDoubleRooms: travel?.halfDoubleRooms ?? false }),
        canRemove: canRemoveRoom(booked),
        availability: roomAvailability(schedule),
        // Where the trip shares half-double rooms, a room with one traveller is booked so on purpose.
        partlyUsed: travel?.halfDoubleRooms ? [] : partlyUsedRooms(rooms, schedule.roomType),
        type: roomTypeOf(schedule.roomType),
      };
    });
  },
);

/** The party size bounds of spec part 1 §5 for the chosen travel and schedule. */
export const selectPaxBounds = createSelector([selectTravel, selectSchedule], (travel, schedule) => ({
  min: travel ? minimumPax(travel) : 1,
  max: maximumPax(schedule),
}));

/** The party size as the person typed it: the draft while it is not a valid size, else the stored one. */
export const selectPaxText = createSelector(
  [selectPax, selectPaxInput],
  (pax, input) => input ?? (pax === null ? '' : String(pax)),
);

/** The party size's error (spec part 1 §5): empty, not a number, or outside the bounds; null when valid. */
export const selectPaxError = createSelector([selectPaxText, selectPaxBounds], (text, bounds) => {
  const result = validatePax(text, bounds.min, bounds.max);
  return 'error' in result ? result.error : null;
});

/** The chosen date for its summary: schedule, length in days, its bubbles, and how many dates the trip has (every year). */
export const selectChosenDate = createSelector(
  [selectSchedule, selectTravel, selectSchedulesByDate],
  (schedule, travel, byDate) =>
    schedule
      ? {
          schedule,
          days: countDaysInclusive(schedule.start, schedule.end),
          bubbles: salesBubbles(schedule, travel?.minPax ?? 1),
          dateCount: countDates(travel?.schedules ?? [], byDate.keys()),
        }
      : null,
);
