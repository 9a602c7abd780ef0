import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { salesBubbles } from '@/domain/catalogue';
import { countDaysInclusive } from '@/domain/format';
import { stepOneBlockers } from '@/domain/steps';
import { validateDog, validateEquipment } from '@/domain/validation/traveller';
import { selectSchedulesByDate } from '@/features/schedules';
import { selectTravel } from '@/features/travel';
import { listsIncludedFlights } from '@/domain/flight-control';
import { selectFlightControl, selectSchedule } from './booking-fields';
import { selectFlightSection, selectFlightValid, selectOwnFlightDateErrors } from './flight-selectors';
import { selectHasRoomError, selectPaxError, selectRemainingPersons } from './party-selectors';

// Step 1 as a whole: what blocks leaving it, and the chosen date's summary. The party and rooms,
// the flights, the prices, the extras, steps 2 and 3 have selector files of their own.

export const selectBooking = (state: RootState) => state.booking;

/**
 * The upgrades failed to load: the price may lack a compulsory charge. While they are
 * still loading nothing is blocked (a reload on step 2 must not bounce back to step 1); their
 * charges join the booking the moment they arrive.
 */
export const selectUpgradesMissing = (state: RootState) => state.upgrades.status === 'failed';

/**
 * The flights failed to load for a date whose mode lists them, travelled with its own flight (spec
 * part 1 §4): whether the date is on request, and which flights it includes, cannot be told. The
 * flight section offers a retry.
 */
export const selectFlightsMissing = (state: RootState) =>
  state.flights.status === 'failed' &&
  listsIncludedFlights(selectFlightControl(state)) &&
  // Travelling without the flight, or with a fare booked in the widget, reads no listed flight.
  !state.booking.noFlight &&
  !state.booking.flightData.fare;

/**
 * What blocks leaving step 1 (spec part 1 §4, §5): the party size, the room error with its count,
 * the flight step and own dates (only while the flight section is shown), field errors. The step
 * bar, the guards and the submit read the same list.
 */
export const selectStepOneBlockers = createSelector(
  [
    selectSchedule,
    selectPaxError,
    selectHasRoomError,
    selectRemainingPersons,
    selectFlightSection,
    selectFlightValid,
    selectOwnFlightDateErrors,
    (state: RootState) => selectStepOneFieldErrors(state),
    selectUpgradesMissing,
    selectFlightsMissing,
  ],
  (
    schedule,
    paxError,
    roomError,
    remaining,
    section,
    flightValid,
    dateErrors,
    fieldErrors,
    upgradesMissing,
    flightsMissing,
  ) => {
    const blockers = stepOneBlockers({
      hasSchedule: schedule !== null,
      paxValid: paxError === null,
      roomError,
      flightSectionShown: section.shown,
      flightValid,
      ownDateErrorCount: Object.keys(dateErrors).length,
      fieldErrors,
      upgradesMissing,
      flightsMissing,
    });
    return {
      blockers,
      paxError,
      roomError: blockers.includes('rooms'),
      remaining,
      flightError: blockers.includes('flight'),
      dateErrors,
      fieldErrors,
      canContinue: blockers.length === 0,
    };
  },
);

/** The chosen date for its summary: schedule, length in days, and its bubbles. */
export const selectChosenDate = createSelector(
  [selectSchedule, selectTravel, selectSchedulesByDate],
  (schedule, travel, byDate) =>
    schedule
      ? {
          schedule,
          days: countDaysInclusive(schedule.start, schedule.end),
          bubbles: salesBubbles(schedule, travel?.minPax ?? 1),
          dateCount: byDate.size,
        }
      : null,
);

const NO_DETAILS = { bodySize: null, bodyWeight: null, shoeSize: null };

/** Field errors that block leaving step 1 (spec part 1 §4 "when the form is invalid"): equipment and dog fields. */
const selectStepOneFieldErrors = createSelector(
  [(state: RootState) => state.booking.equipments, (state: RootState) => state.booking.dogs],
  (equipments, dogs) =>
    equipments.some((e) => Object.keys(validateEquipment(e.service.subCategory, e.details ?? NO_DETAILS)).length > 0) ||
    dogs.some((dog) => Object.keys(validateDog(dog)).length > 0),
);
