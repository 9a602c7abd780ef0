import { createSelector } from '@reduxjs/toolkit';
import { arrivalSummary, fareArrivalFlights } from '@/domain/overview';
import {
  selectAccommodations,
  selectFlightData,
  selectFlightPosition,
  selectNoFlight,
  selectSchedule,
} from '@/features/choices';
import { selectIncludedFlights } from './included-flights';
import { selectFlightSection } from './flight-selectors';

// How the travellers arrive, as step 3 and the on-request rule read it: apart from the first page's
// flight selectors, so the overview's rules load with the prices (after the first paint).

/** How the travellers arrive, as step 3 lists it (spec part 2 §4). */
export const selectArrivalSummary = createSelector(
  [
    selectNoFlight,
    selectIncludedFlights,
    selectFlightPosition,
    selectFlightData,
    selectAccommodations,
    selectFlightSection,
    selectSchedule,
  ],
  (noFlight, flights, flightPosition, flightData, extensions, section, schedule) =>
    arrivalSummary({
      noFlight,
      flights,
      flightPosition,
      fare: flightData.fare ? fareArrivalFlights(flightData.fare) : null,
      request: flightData.request,
      alternativeAirport: flightData.alternativeAirport,
      extensions,
      // The flight dates step 1 asks for where the trip lists no flight of its own (the section's own dates).
      ownDates:
        section.kind === 'ownDates' && !schedule?.flightBookingEnabled
          ? { outbound: flightData.outboundDate, inbound: flightData.inboundDate }
          : null,
    }),
);
