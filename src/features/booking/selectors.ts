import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { sumRoomPrices } from '../../domain/pricing';
import { maximumPax, minimumPax } from '../../domain/pax';
import { countAllocatedPersons, countRemainingPersons, hasRoomError, personsPerRoom } from '../../domain/rooms';
import { selectRoomOptions } from '../schedules/selectors';

export const selectBooking = (state: RootState) => state.booking;
const selectRooms = (state: RootState) => state.booking.rooms;
const selectPax = (state: RootState) => state.booking.pax;

export const selectRemainingPersons = createSelector([selectPax, selectRooms], countRemainingPersons);
export const selectHasRoomError = createSelector([selectPax, selectRooms], hasRoomError);
export const selectRoomsTotal = createSelector([selectRooms], sumRoomPrices);

/** Per room type of the chosen date: how many rooms are booked and whether one more or one less can be. */
export const selectRoomLines = createSelector([selectRoomOptions, selectRooms, selectPax], (options, rooms, pax) => {
  const allocated = countAllocatedPersons(rooms);
  return options.map((schedule) => {
    const count = rooms.filter((r) => r.schedule.roomType === schedule.roomType).length;
    const persons = personsPerRoom(schedule.allocation);
    const available = schedule.bookable || schedule.onRequest;
    return {
      schedule,
      count,
      persons,
      canAdd: available && pax !== null && allocated + persons <= pax && (schedule.onRequest || count < schedule.roomsAvailable),
      canRemove: count > 0,
    };
  });
});

/** Customer e-mail is needed for step 3 unless an agency books (spec part 1 §2). */
export const selectCanEnterOverview = (state: RootState) => {
  const { schedule, pax, user, travelAgency } = state.booking;
  return schedule !== null && pax !== null && (travelAgency !== null || user.email.trim() !== '');
};

export const selectCanEnterUser = (state: RootState) => state.booking.rooms.length > 0;

export type StepName = 'schedule' | 'user' | 'overview';

/** Which steps the step bar lets the user open (spec part 1 §2 'Navigation'). */
export const selectStepAvailability = createSelector(
  [(state: RootState) => state.booking.stepOneComplete, (state: RootState) => state.booking.stepTwoComplete],
  (stepOneComplete, stepTwoComplete): Record<StepName, boolean> => ({
    schedule: true,
    user: stepOneComplete,
    overview: stepTwoComplete,
  }),
);

/** The party size bounds of spec part 1 §5 for the chosen travel and schedule. */
export const selectPaxBounds = createSelector(
  [(state: RootState) => state.travel.data, (state: RootState) => state.booking.schedule],
  (travel, schedule) => ({
    min: travel ? minimumPax(travel) : 1,
    max: maximumPax(schedule),
  }),
);
