import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking, CabinClass, Fare } from '@/api/schemas';
import { isFareExpired } from '@/domain/fare-validity';
import { canOptOutOfFlight, isOptInMode } from '@/domain/flight-control';
import {
  createBookingCore,
  type BookingCore,
  clearFare,
  dropFlightExtras,
  refitTransfers,
  resetFlightChoice,
} from '@/features/draft';

/** The arrival: the trip's flight or one's own, the fare, a flight request, the flight upgrade (spec part 1 §4, part 2 §4). */
const arrivalReducers = {
  /** In opt-in mode the arrival section toggles noFlight (spec part 1 §4). */
  optInToggled: (state: BookingCore) => {
    if (!isOptInMode(state.flightControl)) return;
    state.noFlight = !state.noFlight;
    resetFlightChoice(state);
    refitTransfers(state);
    dropFlightExtras(state);
  },
  /** Opting out of (true) or back into (false) the trip's flight: own travel (spec part 2 §4). */
  ownArrivalChosen: (state: BookingCore, action: PayloadAction<boolean>) => {
    if (!canOptOutOfFlight(state.flightControl)) return;
    state.noFlight = action.payload;
    resetFlightChoice(state);
    refitTransfers(state);
    dropFlightExtras(state);
  },
  /**
   * A flight position choice clears the alternative airport (spec part 1 §4), and with it a flight
   * request, which goes with the airport it was made from.
   */
  flightPositionChosen: (state: BookingCore, action: PayloadAction<number | null>) => {
    state.flightPosition = action.payload;
    state.flightData.alternativeAirport = null;
    state.flightData.request = false;
  },
  /**
   * Another departure airport: a flight request goes with the airport it was made from; a chosen
   * fare stays until another is chosen or it is removed (the same airport again changes nothing).
   */
  departureAirportChosen: (state: BookingCore, action: PayloadAction<string | null>) => {
    if (state.flightData.departureAirport === action.payload) return;
    state.flightData.departureAirport = action.payload;
    if (state.flightData.request) resetFlightChoice(state);
  },
  ownFlightDatesChanged: (
    state: BookingCore,
    action: PayloadAction<{ outboundDate: string | null; inboundDate: string | null }>,
  ) => {
    state.flightData.outboundDate = action.payload.outboundDate;
    state.flightData.inboundDate = action.payload.inboundDate;
  },
  /** The fare search's cabin classes (at least one) and direct-only choice. */
  fareSearchOptionsChanged: (
    state: BookingCore,
    action: PayloadAction<{ classes?: CabinClass[]; directOnly?: boolean }>,
  ) => {
    const { classes, directOnly } = action.payload;
    // At least one class: economy when the last is unticked.
    if (classes) state.flightData.classes = classes.length > 0 ? classes : ['economy'];
    if (directOnly !== undefined) state.flightData.directOnly = directOnly;
  },
  fareChosen: (state: BookingCore, action: PayloadAction<{ fare: Fare; validUntil: string | null }>) => {
    state.flightData.fare = action.payload.fare;
    state.flightData.fareValidUntil = action.payload.validUntil;
    state.flightData.request = false;
    state.flightData.totalPrice = action.payload.fare.totalPrice;
    state.flightData.offerExpired = false;
  },
  /**
   * The chosen fare's offer ran out (spec part 2 §4 'offer expired'): the fare and its price go,
   * so the flight step asks for a flight again, and the widget offers only 'search again'.
   */
  fareOfferExpired: (state: BookingCore, action: PayloadAction<{ now: string }>) => {
    const { fareValidUntil } = state.flightData;
    if (!state.flightData.fare || !isFareExpired(fareValidUntil, new Date(action.payload.now))) return;
    clearFare(state);
    state.flightData.offerExpired = true;
  },
  /** The person goes on from the expired offer (to search again). */
  fareExpiryNoticed: (state: BookingCore) => {
    state.flightData.offerExpired = false;
  },
  fareCleared: (state: BookingCore) => {
    resetFlightChoice(state);
  },
  /** Choosing a flight request stores it with the chosen alternative airport (spec part 2 §4). */
  flightRequestChosen: (state: BookingCore, action: PayloadAction<{ alternativeAirport: string | null }>) => {
    resetFlightChoice(state);
    state.flightData.request = true;
    state.flightData.alternativeAirport = action.payload.alternativeAirport;
  },
  flightUpgradeChosen: (state: BookingCore, action: PayloadAction<Booking['flightData']['upgrade']>) => {
    state.flightData.upgrade = state.noFlight ? null : action.payload;
  },
};

/** The arrival (flights, fares, airports): its part of the one booking, composed into it by features/booking. */
export const arrivalBooking = createSlice({
  name: 'booking',
  initialState: createBookingCore,
  reducers: arrivalReducers,
});

export const {
  optInToggled,
  ownArrivalChosen,
  flightPositionChosen,
  departureAirportChosen,
  ownFlightDatesChanged,
  fareSearchOptionsChanged,
  fareChosen,
  fareOfferExpired,
  fareExpiryNoticed,
  fareCleared,
  flightRequestChosen,
  flightUpgradeChosen,
} = arrivalBooking.actions;
