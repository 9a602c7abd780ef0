import { createAction, createNextState, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { CabinClass, Fare, Schedule } from '@/api/schemas';
import { namedSchedule } from '@/domain/current-choices';
import { isFareExpired } from '@/domain/fare-validity';
import { canOptOutOfFlight, isOptInMode } from '@/domain/flight-control';
import { bookingLoaded } from '@/features/choices';
import {
  arrivalOf,
  clearFare,
  dropFlightExtras,
  newArrival,
  resetFlightChoice,
  type ArrivalFlightData,
  type ArrivalPart,
} from './arrival-part';

/** The arrival: the trip's flight or one's own, the fare, a flight request, the flight upgrade (spec part 1 §4, part 2 §4). */
const arrivalReducers = {
  /**
   * A flight position choice clears the alternative airport (spec part 1 §4), and with it a flight
   * request, which goes with the airport it was made from.
   */
  flightPositionChosen: (state: ArrivalPart, action: PayloadAction<number | null>) => {
    state.flightPosition = action.payload;
    state.flightData.alternativeAirport = null;
    state.flightData.request = false;
  },
  /**
   * Another departure airport: a flight request goes with the airport it was made from; a chosen
   * fare stays until another is chosen or it is removed (the same airport again changes nothing).
   */
  departureAirportChosen: (state: ArrivalPart, action: PayloadAction<string | null>) => {
    if (state.flightData.departureAirport === action.payload) return;
    state.flightData.departureAirport = action.payload;
    if (state.flightData.request) resetFlightChoice(state);
  },
  ownFlightDatesChanged: (
    state: ArrivalPart,
    action: PayloadAction<{ outboundDate: string | null; inboundDate: string | null }>,
  ) => {
    state.flightData.outboundDate = action.payload.outboundDate;
    state.flightData.inboundDate = action.payload.inboundDate;
  },
  /** The fare search's cabin classes (at least one) and direct-only choice. */
  fareSearchOptionsChanged: (
    state: ArrivalPart,
    action: PayloadAction<{ classes?: CabinClass[]; directOnly?: boolean }>,
  ) => {
    const { classes, directOnly } = action.payload;
    // At least one class: economy when the last is unticked.
    if (classes) state.flightData.classes = classes.length > 0 ? classes : ['economy'];
    if (directOnly !== undefined) state.flightData.directOnly = directOnly;
  },
  fareChosen: (state: ArrivalPart, action: PayloadAction<{ fare: Fare; validUntil: string | null }>) => {
    state.flightData.fare = action.payload.fare;
    state.flightData.fareValidUntil = action.payload.validUntil;
    state.flightData.request = false;
    state.flightData.offerExpired = false;
  },
  /**
   * The chosen fare's offer ran out (spec part 2 §4 'offer expired'): the fare and its price go,
   * so the flight step asks for a flight again, and the widget offers only 'search again'.
   */
  fareOfferExpired: (state: ArrivalPart, action: PayloadAction<{ now: string }>) => {
    const { fareValidUntil } = state.flightData;
    if (!state.flightData.fare || !isFareExpired(fareValidUntil, new Date(action.payload.now))) return;
    clearFare(state);
    state.flightData.offerExpired = true;
  },
  /** The person goes on from the expired offer (to search again). */
  fareExpiryNoticed: (state: ArrivalPart) => {
    state.flightData.offerExpired = false;
  },
  fareCleared: (state: ArrivalPart) => {
    resetFlightChoice(state);
  },
  /** Choosing a flight request stores it with the chosen alternative airport (spec part 2 §4). */
  flightRequestChosen: (state: ArrivalPart, action: PayloadAction<{ alternativeAirport: string | null }>) => {
    resetFlightChoice(state);
    state.flightData.request = true;
    state.flightData.alternativeAirport = action.payload.alternativeAirport;
  },
  flightUpgradeChosen: (state: ArrivalPart, action: PayloadAction<ArrivalFlightData['upgrade']>) => {
    state.flightData.upgrade = state.noFlight ? null : action.payload;
  },
};

/** The arrival's own part of the booking, written by this slice under its own name. */
const arrivalSlice = createSlice({
  name: 'arrival',
  initialState: newArrival,
  reducers: arrivalReducers,
  extraReducers: (builder) => {
    builder.addCase(bookingLoaded, (_state, action) => arrivalOf(action.payload));
  },
});

/** In opt-in mode the arrival section toggles noFlight (spec part 1 §4). */
export const optInToggled = createAction('arrival/optInToggled');
/** Opting out of (true) or back into (false) the trip's flight: own travel (spec part 2 §4). */
export const ownArrivalChosen = createAction<boolean>('arrival/ownArrivalChosen');

/** Travelling with or without the flight: the flight choice starts again and, without one, its extras go. */
function flightOptionSet(state: ArrivalPart, noFlight: boolean): void {
  state.noFlight = noFlight;
  resetFlightChoice(state);
  dropFlightExtras(state);
}

/**
 * The arrival's part: its own choices, and the two that the chosen date's flight control allows
 * (`booking` is the booking as the party left it for this action; the flight control is its
 * date's).
 */
export function arrivalReducer(
  state: ArrivalPart | undefined,
  action: UnknownAction,
  booking: {
    party: { scheduleId: number | null; selectedDate: string | null };
    lastSeen: { schedules: readonly Schedule[] };
  },
): ArrivalPart {
  const own = arrivalSlice.reducer(state, action);
  const flightControl = namedSchedule(booking.party, null, booking.lastSeen.schedules)?.flightControl ?? null;
  if (optInToggled.match(action) && isOptInMode(flightControl))
    return createNextState(own, (draft) => flightOptionSet(draft, !draft.noFlight));
  if (ownArrivalChosen.match(action) && canOptOutOfFlight(flightControl))
    return createNextState(own, (draft) => flightOptionSet(draft, action.payload));
  return own;
}

export const {
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
} = arrivalSlice.actions;
