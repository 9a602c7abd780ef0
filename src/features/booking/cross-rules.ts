import { createNextState, type UnknownAction } from '@reduxjs/toolkit';
import { hasMixedRoomTypes } from '@/domain/rooms';
import { dateChanged, extensionsMoved, resetFlightChoice, type ArrivalPart } from '@/features/arrival';
import { extensionChosen, extrasFittingJourney, nightsOf, type ExtrasPart } from '@/features/extras';
import { isSameDateChosen, paxChanged, roomAdded, scheduleSelected, seenDateOf } from '@/features/party';
import type { BookingState } from './booking-state';

/** The chosen date as the booking saw it when it was chosen, or when the reconcile took it again. */
const chosenDateOf = (booking: BookingState) => seenDateOf(booking.party, booking.lastSeen.schedules);
const flightControlOf = (booking: BookingState) => chosenDateOf(booking)?.flightControl ?? null;

/**
 * The extensions as the party's date and rooms allow them (spec part 1 §4): a new date clears them,
 * and so do different room types across the rooms when the rooms change.
 */
function extensionsAllowed(before: BookingState, after: BookingState, action: UnknownAction): ExtrasPart {
  const extras = after.extras;
  if (extras.accommodations.length === 0) return extras;
  const newDate = scheduleSelected.match(action) && after.party.selectedDate !== before.party.selectedDate;
  const mixedRooms =
    after.party.rooms !== before.party.rooms && hasMixedRoomTypes(after.party.rooms.map((room) => room.scheduleId));
  return newDate || mixedRooms ? { ...extras, accommodations: [] } : extras;
}

/**
 * How the arrival answers a change of the party's or the extras' choices (spec part 1 §4, part 2
 * §4), reading the booking before and after the change (the other concerns have answered).
 */
function arrivalAnswer(before: BookingState, after: BookingState, extras: ExtrasPart, action: UnknownAction) {
  const journey = { schedule: chosenDateOf(after), accommodations: extras.accommodations.map(nightsOf) };
  // Another date, or the date's flight control changed (a reply of today): the flight control
  // applies, the flight choice and the search dates start again.
  const anotherDate =
    scheduleSelected.match(action) && !isSameDateChosen(chosenDateOf(before), action.payload.schedule);
  if (anotherDate || (!scheduleSelected.match(action) && flightControlOf(after) !== flightControlOf(before)))
    return (arrival: ArrivalPart) => dateChanged(arrival, journey);
  // Another party size: the flight choice starts again.
  if (paxChanged.match(action) && after.party.pax !== before.party.pax) return resetFlightChoice;
  // Extensions chosen, or cleared by mixed room types, move the flight window.
  if (
    (extensionChosen.match(action) || roomAdded.match(action)) &&
    extras.accommodations !== before.extras.accommodations
  )
    return (arrival: ArrivalPart) => extensionsMoved(arrival, journey);
  return null;
}

/**
 * The extras as the journey allows them, when the journey or the extras changed: transfers that no
 * longer fit go; without a flight, rail and fly goes (spec part 1 §4).
 */
function extrasFitting(before: BookingState, after: BookingState, extras: ExtrasPart, arrival: ArrivalPart) {
  const changed =
    arrival.noFlight !== before.arrival.noFlight ||
    flightControlOf(after) !== flightControlOf(before) ||
    extras.accommodations !== before.extras.accommodations ||
    extras.transfers !== before.extras.transfers ||
    extras.railFly !== before.extras.railFly;
  return changed
    ? extrasFittingJourney(
        extras,
        { flightControl: flightControlOf(after), noFlight: arrival.noFlight },
        after.lastSeen.transfers,
      )
    : extras;
}

/**
 * The rules that cross the booking's parts, run once every concern answered a change: the
 * extensions follow the party's date and rooms, the arrival the date and its flight control, the
 * party and the extensions, and the extras fit the journey (transfers, rail and fly). They live here
 * because only the composition sees every part. Each runs when what it reads changed, so a booking
 * restored as it was stored is not changed by the next keystroke. The booking itself when nothing
 * changes.
 */
export function applyCrossRules(before: BookingState, after: BookingState, action: UnknownAction): BookingState {
  const allowed = extensionsAllowed(before, after, action);
  const answer = arrivalAnswer(before, after, allowed, action);
  const arrival = answer ? createNextState(after.arrival, answer) : after.arrival;
  const extras = extrasFitting(before, after, allowed, arrival);
  if (arrival === after.arrival && extras === after.extras) return after;
  return { ...after, extras, arrival };
}
