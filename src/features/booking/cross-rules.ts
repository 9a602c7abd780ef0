import { createNextState, type UnknownAction } from '@reduxjs/toolkit';
import { hasMixedRoomTypes } from '@/domain/rooms';
import { dateChanged, extensionsMoved, resetFlightChoice, type ArrivalPart } from '@/features/arrival';
import { extensionChosen, extrasFittingJourney, type ExtrasPart } from '@/features/extras';
import { isSameDateChosen, paxChanged, roomAdded, scheduleSelected } from '@/features/party';
import type { BookingState } from './booking-state';

/**
 * The extensions as the party's date and rooms allow them (spec part 1 §4): a new date clears them,
 * and so do different room types across the rooms, whenever they come about.
 */
function extensionsAllowed(before: BookingState, after: BookingState, action: UnknownAction): ExtrasPart {
  const extras = after.extras;
  if (extras.accommodations.length === 0) return extras;
  const newDate = scheduleSelected.match(action) && after.selectedDate !== before.selectedDate;
  return newDate || hasMixedRoomTypes(after.rooms) ? { ...extras, accommodations: [] } : extras;
}

/**
 * How the arrival answers a change of the party's or the extras' choices (spec part 1 §4, part 2
 * §4), reading the booking before and after the change (the other concerns have answered).
 */
function arrivalAnswer(before: BookingState, after: BookingState, extras: ExtrasPart, action: UnknownAction) {
  const journey = { schedule: after.schedule, accommodations: extras.accommodations };
  // Another date: its flight control applies, the flight choice and the search dates start again.
  if (scheduleSelected.match(action) && !isSameDateChosen(before, action.payload.schedule))
    return (arrival: ArrivalPart) => dateChanged(arrival, journey);
  // Another party size: the flight choice starts again.
  if (paxChanged.match(action) && after.pax !== before.pax) return resetFlightChoice;
  // Extensions chosen, or cleared by mixed room types, move the flight window.
  if (
    (extensionChosen.match(action) || roomAdded.match(action)) &&
    extras.accommodations !== before.extras.accommodations
  )
    return (arrival: ArrivalPart) => extensionsMoved(arrival, journey);
  return null;
}

/**
 * The rules that cross the booking's parts, run once every concern answered an action: the
 * extensions follow the party's date and rooms, the arrival the date, the party and the extensions,
 * and the extras always fit the journey (transfers, rail and fly). They live here because only the
 * composition sees every part. The booking itself when nothing changes.
 */
export function applyCrossRules(before: BookingState, after: BookingState, action: UnknownAction): BookingState {
  const allowed = extensionsAllowed(before, after, action);
  const answer = arrivalAnswer(before, after, allowed, action);
  const arrival = answer ? createNextState(after.arrival, answer) : after.arrival;
  const extras = extrasFittingJourney(allowed, {
    flightControl: after.schedule?.flightControl ?? null,
    noFlight: arrival.noFlight,
  });
  if (arrival === after.arrival && extras === after.extras) return after;
  return { ...after, extras, arrival };
}
