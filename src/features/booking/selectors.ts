import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { cheapestPrice, leadSchedule, salesBubbles, scheduleItemState } from '../../domain/catalogue';
import { extensionNights } from '../../domain/extensions';
import { flightDateLimits, flightSectionKind, isFlightSectionShown, isFlightValid, validateOwnFlightDates } from '../../domain/flight-control';
import { countDaysInclusive } from '../../domain/format';
import { maximumPax, minimumPax, validatePax } from '../../domain/pax';
import { stepOneBlockers } from '../../domain/steps';
import {
  canAddRoom, canRemoveRoom, countRemainingPersons, hasRoomError, personsPerRoom, roomAvailability, roomTypeOf,
} from '../../domain/rooms';
import { validateDog, validateEquipment } from '../../domain/validation/traveller';
import { selectRoomOptions, selectSchedulesByDate } from '../schedules';
import { selectTravel } from '../travel';
import { selectAccommodations, selectFlightControl, selectFlightData, selectNoFlight, selectPax, selectRooms, selectSchedule, selectTravelAgency } from './booking-fields';


export const selectBooking = (state: RootState) => state.booking;

export const selectRemainingPersons = createSelector([selectPax, selectRooms], countRemainingPersons);
const selectPaxInput = (state: RootState) => state.booking.paxInput;
const selectHasRoomError = createSelector([selectPax, selectRooms], hasRoomError);
export const selectExtensionNights = createSelector([selectAccommodations], extensionNights);

/** Per room type of the chosen date: count, plus and minus, availability label and type group. */
export const selectRoomLines = createSelector([selectRoomOptions, selectRooms, selectPax, selectTravel], (options, rooms, pax, travel) => {
  const remaining = countRemainingPersons(pax, rooms);
  return options.map((schedule) => {
    const booked = rooms.filter((r) => r.schedule.roomType === schedule.roomType).length;
    return {
      schedule,
      count: booked,
      persons: personsPerRoom(schedule.allocation),
      canAdd: pax !== null && canAddRoom({ schedule, booked, remaining, halfDoubleRooms: travel?.halfDoubleRooms ?? false }),
      canRemove: canRemoveRoom(booked),
      availability: roomAvailability(schedule),
      type: roomTypeOf(schedule.roomType),
    };
  });
});

/** The party size bounds of spec part 1 §5 for the chosen travel and schedule. */
export const selectPaxBounds = createSelector([selectTravel, selectSchedule], (travel, schedule) => ({
  min: travel ? minimumPax(travel) : 1,
  max: maximumPax(schedule),
}));

/**
 * The upgrades failed to load: the price may lack a compulsory charge (issue 9). While they are
 * still loading nothing is blocked (a reload on step 2 must not bounce back to step 1); their
 * charges join the booking the moment they arrive.
 */
export const selectUpgradesMissing = (state: RootState) => state.upgrades.status === 'failed';

/** The party size as the person typed it: the draft while it is not a valid size, else the stored one. */
export const selectPaxText = createSelector([selectPax, selectPaxInput], (pax, input) => input ?? (pax === null ? '' : String(pax)));

/** The party size's error (spec part 1 §5): empty, not a number, or outside the bounds; null when valid. */
const selectPaxError = createSelector([selectPaxText, selectPaxBounds], (text, bounds) => {
  const result = validatePax(text, bounds.min, bounds.max);
  return 'error' in result ? result.error : null;
});

/** The arrival and flight section: shown or not, and what it offers (spec part 1 §2, §4). */
export const selectFlightSection = createSelector([selectSchedule, selectFlightControl, selectTravel, (state: RootState) => state.flights.data], (schedule, flightControl, travel, flights) => ({
  shown: isFlightSectionShown({
    // Decision: a schedule "has flights" with flights listed for its date or flight airports of its own.
    hasFlights: flights.some((f) => f.start === schedule?.start) || Boolean(schedule?.flightArrivalAirportCode),
    flightControl,
    flightBookingEnabled: schedule?.flightBookingEnabled ?? false,
    isIntrepid: travel?.isIntrepid ?? false,
  }),
  kind: flightSectionKind(flightControl),
}));

export const selectFlightDateLimits = createSelector([selectSchedule, selectExtensionNights], (schedule, nights) =>
  schedule ? flightDateLimits({ start: schedule.start, end: schedule.end, nightsBefore: nights.before, nightsAfter: nights.after }) : null);

/** Errors of the own flight dates in modes 4 and 6 (spec part 1 §5); empty where none are needed. */
export const selectOwnFlightDateErrors = createSelector(
  [selectFlightControl, selectNoFlight, selectFlightData, selectFlightDateLimits, (state: RootState) => selectFlightSection(state).shown],
  (flightControl, noFlight, flightData, limits, shown) =>
    shown && limits && flightSectionKind(flightControl) === 'ownDates' && !noFlight
      ? validateOwnFlightDates({ outbound: flightData.outboundDate, inbound: flightData.inboundDate, limits })
      : {},
);

export const selectFlightValid = createSelector([selectFlightControl, selectSchedule, selectFlightData, selectNoFlight], (flightControl, schedule, flightData, noFlight) => isFlightValid({
  flightControl,
  flightBookingEnabled: schedule?.flightBookingEnabled ?? false,
  hasFare: flightData.fare !== null,
  noFlight,
  isRequest: flightData.request,
}));

/**
 * What blocks leaving step 1 (spec part 1 §4, §5): the party size, the room error with its count,
 * the flight step and own dates (only while the flight section is shown), field errors. The step
 * bar, the guards and the submit read the same list.
 */
export const selectStepOneBlockers = createSelector(
  [selectSchedule, selectPaxError, selectHasRoomError, selectRemainingPersons, selectFlightSection, selectFlightValid, selectOwnFlightDateErrors, (state: RootState) => selectStepOneFieldErrors(state), selectUpgradesMissing],
  (schedule, paxError, roomError, remaining, section, flightValid, dateErrors, fieldErrors, upgradesMissing) => {
    const blockers = stepOneBlockers({
      hasSchedule: schedule !== null,
      paxValid: paxError === null,
      roomError,
      flightSectionShown: section.shown,
      flightValid,
      ownDateErrorCount: Object.keys(dateErrors).length,
      fieldErrors,
      upgradesMissing,
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

/** One row per departure date for the group table: its lead schedule's state and sales bubbles, and the cheapest price. */
export const selectScheduleItems = createSelector([selectSchedulesByDate, selectTravel], (byDate, travel) =>
  [...byDate.values()].flatMap((list) => {
    const lead = leadSchedule(list);
    return lead ? [{ schedule: lead, state: scheduleItemState(lead), bubbles: salesBubbles(lead, travel?.minPax ?? 1), priceFrom: cheapestPrice(list) }] : [];
  }));

/** The chosen date for its summary: schedule, length in days, and its bubbles. */
export const selectChosenDate = createSelector([selectSchedule, selectTravel, selectSchedulesByDate], (schedule, travel, byDate) =>
  schedule ? {
    schedule,
    days: countDaysInclusive(schedule.start, schedule.end),
    bubbles: salesBubbles(schedule, travel?.minPax ?? 1),
    dateCount: byDate.size,
  } : null);


const NO_DETAILS = { bodySize: null, bodyWeight: null, shoeSize: null };

/** Field errors that block leaving step 1 (spec part 1 §4 "when the form is invalid"): equipment and dog fields. */
const selectStepOneFieldErrors = createSelector([(state: RootState) => state.booking.equipments, (state: RootState) => state.booking.dogs], (equipments, dogs) =>
  equipments.some((e) => Object.keys(validateEquipment(e.service.subCategory, e.details ?? NO_DETAILS)).length > 0)
  || dogs.some((dog) => Object.keys(validateDog(dog)).length > 0));

/**
 * The VVI (spec part 1 §2, §6): for agencies that may generate it, not for partner trips; it needs
 * at least one room. The path is /web2print/vvi with pdf, vviOnly, addAgb and the organizer.
 */
export const selectVvi = createSelector([selectTravelAgency, selectRooms, selectTravel, (state: RootState) => state.user.data], (travelAgency, rooms, travel, user) => ({
  shown: (travelAgency?.canGenerateVVI ?? user.canGenerateVVI) && !(travel?.isPartner ?? false),
  needsRoom: rooms.length === 0,
  action: `/web2print/vvi?pdf=true&vviOnly=true&addAgb=true&supplier=${encodeURIComponent(travel?.organizer ?? '')}`,
}));


/** The years of the trip's dates; the year selector shows with more than one (spec part 1 §2). */
export const selectYears = createSelector([selectTravel], (travel) => [...new Set((travel?.schedules ?? []).flatMap((s) => (s ? [Number(s.start.slice(0, 4))] : [])))].sort());
