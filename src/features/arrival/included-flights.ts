import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { chosenFlightPosition, chosenFlights, flightOptions } from '@/domain/flight-positions';
import { selectFlightPosition, selectSelectedDate } from '@/features/choices';

// What the catalogue decides for the person's choices: derived from the current replies, never
// copied into the booking, so a reply that arrives after the date was chosen still counts.

const selectFlightCatalogue = (state: RootState) => state.flights.data;

/** The trip's own (conveyor or fixed) flights of the chosen date: the flights the booking takes. */
export const selectIncludedFlights = createSelector([selectFlightCatalogue, selectSelectedDate], (flights, date) =>
  date === null ? [] : flights.filter((flight) => flight.start === date),
);

/** The variants of the date's flights, by position (spec part 1 §4 'Flight position choice'). */
export const selectFlightOptions = createSelector([selectIncludedFlights], flightOptions);

/** The variant the booking stands for: the chosen one while listed, otherwise the first. */
export const selectChosenFlightPosition = createSelector(
  [selectIncludedFlights, selectFlightPosition],
  chosenFlightPosition,
);

/** The flights of that variant: what the person flies. */
export const selectChosenIncludedFlights = createSelector([selectIncludedFlights, selectFlightPosition], chosenFlights);
