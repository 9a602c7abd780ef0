import { createNextState, type UnknownAction } from '@reduxjs/toolkit';
import { dateChanged, extensionsMoved, resetFlightChoice, type ArrivalPart } from '@/features/arrival';
import { extensionChosen, extrasFittingJourney } from '@/features/extras';
import { isSameDateChosen, paxChanged, roomAdded, scheduleSelected } from '@/features/party';
import type { BookingState } from './booking-state';

/**
 * How the arrival answers a change of the party's or the extras' choices (spec part 1 §4, part 2
 * §4): each reads the booking before and after the change (the other concerns have answered).
 */
function arrivalAnswer(before: BookingState, after: BookingState, action: UnknownAction) {
  const journey = { schedule: after.schedule, accommodations: after.accommodations };
  // Another date: its flight control applies, the flight choice and the search dates start again.
  if (scheduleSelected.match(action) && !isSameDateChosen(before, action.payload.schedule))
    return (arrival: ArrivalPart) => dateChanged(arrival, journey);
  // Another party size: the flight choice starts again.
  if (paxChanged.match(action) && after.pax !== before.pax) return resetFlightChoice;
  // Extensions chosen, or cleared by mixed room types, move the flight window.
  if ((extensionChosen.match(action) || roomAdded.match(action)) && after.accommodations !== before.accommodations)
    return (arrival: ArrivalPart) => extensionsMoved(arrival, journey);
  return null;
}

/**
 * The rules that cross the booking's parts, run once every concern answered an action: the arrival
 * follows the date, the party and the extensions; the extras always fit the journey (transfers,
 * rail and fly). They live here because only the composition sees every part. The booking itself
 * when nothing changes.
 */
export function applyCrossRules(before: BookingState, after: BookingState, action: UnknownAction): BookingState {
  const answer = arrivalAnswer(before, after, action);
  const arrival = answer ? createNextState(after.arrival, answer) : after.arrival;
  const fitted = extrasFittingJourney(after, {
    flightControl: after.schedule?.flightControl ?? null,
    noFlight: arrival.noFlight,
  });
  if (arrival === after.arrival && fitted.transfers === after.transfers && fitted.railFly === after.railFly)
    return after;
  return { ...after, ...fitted, arrival };
}
