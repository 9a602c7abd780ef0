import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { canOptOutOfFlight, isOptInMode, listsIncludedFlights } from '@/domain/flight-control';
import { selectFlightControl, selectFlightData, selectNoFlight, selectSchedule } from '@/features/choices';
import { selectFlightSection } from './flight-selectors';
import { selectChosenFlightPosition, selectFlightOptions } from './included-flights';

// Step 1's flight section as it shows (loaded with the section, after the first paint).

/** The booking travels with a flight: the flight section is shown and the flight is not opted out (the flight upgrade chooser shows, rail and fly is offered). */
export const selectTravelsByFlight = createSelector(
  [selectFlightSection, selectNoFlight],
  (section, noFlight) => section.shown && !noFlight,
);

/** The arrival and flight section's content (spec part 1 §2, §4). */
export const selectFlightPanel = createSelector(
  [
    selectFlightControl,
    selectNoFlight,
    selectFlightOptions,
    selectChosenFlightPosition,
    selectFlightData,
    selectSchedule,
    selectFlightSection,
    (state: RootState) => state.flights.status === 'failed',
  ],
  (mode, noFlight, options, position, flightData, schedule, section, flightsFailed) => {
    const wantsFlight = !noFlight;
    const bookingEnabled = (schedule?.flightBookingEnabled ?? false) && wantsFlight;
    return {
      shown: section.shown,
      kind: section.kind,
      mode,
      noFlight,
      /** The variants of the trip's own flights; a choice among them when there are several. */
      options,
      position,
      canOptOut: canOptOutOfFlight(mode),
      isOptIn: isOptInMode(mode),
      bookingEnabled,
      /** The date's own flights are not listed (yet, or not readable): their details follow. */
      // (Flights that failed to load say so above the section, with a retry, instead.)
      detailsFollow:
        wantsFlight && !flightsFailed && options.length === 0 && listsIncludedFlights(mode) && !bookingEnabled,
      // With flight booking the widget's search form holds the dates.
      ownDates:
        section.kind === 'ownDates' && wantsFlight && !bookingEnabled
          ? { outbound: flightData.outboundDate, inbound: flightData.inboundDate }
          : null,
    };
  },
);
