import { extensionNights, fittingTransfers } from '@/domain/extensions';
import { defaultSearchDates } from '@/domain/flight-control';
import { hasMixedRoomTypes } from '@/domain/rooms';
import type { BookingCore } from './booking-state';

// What one choice changes in another concern's part of the booking (spec part 1 §4): the rules
// the concerns' reducers share.

/** Changing the flight option, the party or the schedule resets the chosen flight (spec part 1 §4). */
export function resetFlightChoice(state: BookingCore): void {
  clearFare(state);
  // A flight request goes with the airport it was made from.
  if (state.flightData.request) state.flightData.alternativeAirport = null;
  state.flightData.request = false;
}

/**
 * The flight search dates follow the schedule (spec part 2 §4): with flight booking they start as
 * the stay's first and last day moved by the extension nights; otherwise they are entered anew.
 */
export function resetSearchDates(state: BookingCore): void {
  const schedule = state.schedule;
  if (schedule?.flightBookingEnabled) {
    const nights = extensionNights(state.accommodations);
    const dates = defaultSearchDates({
      start: schedule.start,
      end: schedule.end,
      nightsBefore: nights.before,
      nightsAfter: nights.after,
    });
    state.flightData.outboundDate = dates.outboundDate;
    state.flightData.inboundDate = dates.inboundDate;
  } else {
    state.flightData.outboundDate = null;
    state.flightData.inboundDate = null;
  }
}

/** A chosen hitchhiker fare goes (a flight request stays). */
export function clearFare(state: BookingCore): void {
  state.flightData.fare = null;
  state.flightData.fareValidUntil = null;
  state.flightData.totalPrice = null;
  state.flightData.offerExpired = false;
}

/** Extensions move the flight window: a hitchhiker fare goes and the search dates follow (spec part 2 §4). */
export function extensionsChanged(state: BookingCore): void {
  clearFare(state);
  refitTransfers(state);
  if (state.schedule?.flightBookingEnabled) resetSearchDates(state);
}

/**
 * Without a flight, what belongs to one goes: rail and fly (a train to the flight), the flight
 * upgrade and the seat reservation (spec part 1 §2 'rail and fly box when applicable').
 */
export function dropFlightExtras(state: BookingCore): void {
  if (!state.noFlight) return;
  state.railFly = [];
  state.flightData.upgrade = null;
  state.flightData.reservation = null;
}

/** Transfers that no longer fit the journey go (spec part 1 §4). */
export function refitTransfers(state: BookingCore): void {
  state.transfers = fittingTransfers(state.transfers, state);
}

/** Different room types across rooms clear the extensions; changing extensions clears the fare (spec part 1 §4). */
export function clearExtensionsIfMixed(state: BookingCore): void {
  if (hasMixedRoomTypes(state.rooms) && state.accommodations.length > 0) {
    state.accommodations = [];
    extensionsChanged(state);
  }
}
