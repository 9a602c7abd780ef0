import { createSelector } from '@reduxjs/toolkit';
import type { BookedService } from '@/api/schemas';
import type { RootState } from '@/app/store';
import { chosenFlightPosition, chosenFlights, flightOptions } from '@/domain/flight-positions';
import { compulsoryUpgrades } from '@/domain/pax';
import { isRailFlyOffered } from '@/domain/rail-fly';
import { selectToday } from '@/lib/today';
import { selectFlightPosition, selectPax, selectRailFly } from './booking-fields';

// What the catalogue decides for the person's choices: derived from the current replies, never
// copied into the booking, so a reply that arrives after the date was chosen still counts.

const selectSelectedDate = (state: RootState) => state.booking.selectedDate;
const selectFlightCatalogue = (state: RootState) => state.flights.data;
const selectUpgradeCatalogue = (state: RootState) => state.upgrades.data;

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

/** The upgrades compulsory for the chosen date and party size (spec part 1 §4, §9), as booked for everyone. */
export const selectCompulsoryUpgrades = createSelector(
  [selectUpgradeCatalogue, selectPax, selectSelectedDate],
  (upgrades, pax, date): BookedService[] =>
    compulsoryUpgrades(upgrades, { pax, date }).map((entry) => ({ ...entry, travellerIndex: null, details: null })),
);

/** Whether rail and fly can be booked for the chosen date today (spec part 2 §9: not later than RAIL_FLY_LEAD_WEEKS before departure). */
export const selectRailFlyOffered = createSelector([selectSelectedDate, selectToday], (start, today) =>
  isRailFlyOffered({ start, today }),
);

/** The rail and fly chosen that still counts: none once departure is closer than RAIL_FLY_LEAD_WEEKS (a stored choice included). */
export const selectBookedRailFly = createSelector([selectRailFly, selectRailFlyOffered], (railFly, offered) =>
  offered ? railFly : [],
);
