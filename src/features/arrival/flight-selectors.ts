import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { extensionNights } from '@/domain/extensions';
import {
  flightDateLimits,
  flightSectionKind,
  isFlightSectionShown,
  isFlightValid,
  validateOwnFlightDates,
  listsIncludedFlights,
} from '@/domain/flight-control';
import { selectTravel } from '@/features/travel';
import {
  selectAccommodations,
  selectFlightControl,
  selectFlightData,
  selectNoFlight,
  selectSchedule,
} from '@/features/choices';
import { selectIncludedFlights } from './included-flights';

// The arrival: the flight section, own flight dates and the extension nights they move (spec part 1 §2, §4, §5).

export const selectExtensionNights = createSelector([selectAccommodations], extensionNights);

/** The arrival and flight section: shown or not, and what it offers (spec part 1 §2, §4). */
export const selectFlightSection = createSelector(
  [selectSchedule, selectFlightControl, selectTravel, selectIncludedFlights],
  (schedule, flightControl, travel, includedFlights) => ({
    shown: isFlightSectionShown({
      // Decision: a schedule "has flights" with flights listed for its date or flight airports of its own.
      hasFlights: includedFlights.length > 0 || Boolean(schedule?.flightArrivalAirportCode),
      flightControl,
      flightBookingEnabled: schedule?.flightBookingEnabled ?? false,
      isIntrepid: travel?.isIntrepid ?? false,
    }),
    kind: flightSectionKind(flightControl),
  }),
);

export const selectFlightDateLimits = createSelector([selectSchedule, selectExtensionNights], (schedule, nights) =>
  schedule
    ? flightDateLimits({
        start: schedule.start,
        end: schedule.end,
        nightsBefore: nights.before,
        nightsAfter: nights.after,
      })
    : null,
);

/** Errors of the own flight dates in modes 4 and 6 (spec part 1 §5); empty where none are needed. */
export const selectOwnFlightDateErrors = createSelector(
  [
    selectFlightControl,
    selectNoFlight,
    selectFlightData,
    selectFlightDateLimits,
    (state: RootState) => selectFlightSection(state).shown,
  ],
  (flightControl, noFlight, flightData, limits, shown) =>
    shown && limits && flightSectionKind(flightControl) === 'ownDates' && !noFlight
      ? validateOwnFlightDates({ outbound: flightData.outboundDate, inbound: flightData.inboundDate, limits })
      : {},
);

export const selectFlightValid = createSelector(
  [selectFlightControl, selectSchedule, selectFlightData, selectNoFlight],
  (flightControl, schedule, flightData, noFlight) =>
    isFlightValid({
      flightControl,
      flightBookingEnabled: schedule?.flightBookingEnabled ?? false,
      hasFare: flightData.fare !== null,
      noFlight,
      isRequest: flightData.request,
    }),
);

/**
 * The flights failed to load for a date whose mode lists them, travelled with its own flight (spec
 * part 1 §4): whether the date is on request, and which flights it includes, cannot be told. The
 * flight section offers a retry.
 */
/** The date's flights are loading or failed to load: 'no flights chosen' cannot be told (it is no reason to be on request). */
export const selectFlightsUnknown = (state: RootState) =>
  state.flights.status === 'pending' || state.flights.status === 'failed';

export const selectFlightsMissing = (state: RootState) =>
  state.flights.status === 'failed' &&
  listsIncludedFlights(selectFlightControl(state)) &&
  // Travelling without the flight, or with a fare booked in the widget, reads no listed flight.
  !state.booking.arrival.noFlight &&
  !state.booking.arrival.flightData.fare;
