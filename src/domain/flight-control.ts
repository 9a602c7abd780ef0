import { addDays } from './format/date';
import { roomDateWindow, type StayWithNights } from './rooms';
import { FLIGHT_CONTROL } from './types';

/**
 * Selecting a schedule applies its flight control (spec part 1 §4): opt-in or no-flight set
 * noFlight, every other mode clears it.
 */
export function noFlightForMode(flightControl: number | null): boolean {
  return flightControl === FLIGHT_CONTROL.optIn || flightControl === FLIGHT_CONTROL.noFlight;
}

/**
 * The trip's price includes a flight the customer may give up for their own arrival, with the
 * opt-out reduction (spec part 1 §9, part 2 §4): every mode but 5 (no flight) and 6 (opt-in, where
 * the flight is added instead). A schedule without a mode counts as one with the flight in its price.
 */
export function canOptOutOfFlight(flightControl: number | null): boolean {
  return flightControl !== FLIGHT_CONTROL.noFlight && flightControl !== FLIGHT_CONTROL.optIn;
}

/** In opt-in mode the customer adds the flight instead of giving it up (spec part 2 §4). */
export function isOptInMode(flightControl: number | null): boolean {
  return flightControl === FLIGHT_CONTROL.optIn;
}

/** Fixed flights are shown for mode 1; own dates are entered in modes 4 and 6 (spec part 1 §4). */
export function flightSectionKind(flightControl: number | null): 'fixed' | 'ownDates' | 'other' {
  if (flightControl === FLIGHT_CONTROL.noConveyor) return 'fixed';
  if (flightControl === FLIGHT_CONTROL.free || flightControl === FLIGHT_CONTROL.optIn) return 'ownDates';
  return 'other';
}

/**
 * The arrival and flight section shows when the schedule has flights, flight control is opt-in or
 * in-app flight booking is on, and the trip is not intrepid and has no no-flight choice (spec part 1 §2).
 */
export function isFlightSectionShown({
  hasFlights,
  flightControl,
  flightBookingEnabled,
  isIntrepid,
}: {
  hasFlights: boolean;
  flightControl: number | null;
  flightBookingEnabled: boolean;
  isIntrepid: boolean;
}): boolean {
  if (isIntrepid || flightControl === FLIGHT_CONTROL.noFlight) return false;
  return hasFlights || flightControl === FLIGHT_CONTROL.optIn || flightBookingEnabled;
}

/**
 * The flight step is valid in no-flight mode, without flight booking, or with flight booking and a
 * fare, no flight, or a flight request (spec part 1 §5).
 */
export function isFlightValid({
  flightControl,
  flightBookingEnabled,
  hasFare,
  noFlight,
  isRequest,
}: {
  flightControl: number | null;
  flightBookingEnabled: boolean;
  hasFare: boolean;
  noFlight: boolean;
  isRequest: boolean;
}): boolean {
  return flightControl === FLIGHT_CONTROL.noFlight || !flightBookingEnabled || hasFare || noFlight || isRequest;
}

export interface FlightDateLimits {
  outbound: { min: string; max: string };
  inbound: { min: string; max: string };
}

/**
 * Own outbound and return dates are bounded by the schedule (spec part 1 §5, part 2 §5): the
 * outbound flight from the schedule's date window's earliest day (`roomDateWindow`: the window
 * days plus the pre-extension nights before the start) up to the day the stay begins; the return
 * from the day the stay ends up to the window's latest day.
 */
export function flightDateLimits({ start, end, nightsBefore, nightsAfter }: StayWithNights): FlightDateLimits {
  const bounds = roomDateWindow({ start, end, nightsBefore, nightsAfter });
  return {
    outbound: { min: bounds.earliest, max: addDays(start, -nightsBefore) },
    inbound: { min: addDays(end, nightsAfter), max: bounds.latest },
  };
}

export type OwnDateError = 'required' | 'tooEarly' | 'tooLate' | 'beforeOutbound';

/** Errors of the own flight dates, per field; empty when both are fine. */
export function validateOwnFlightDates({
  outbound,
  inbound,
  limits,
}: {
  outbound: string | null;
  inbound: string | null;
  limits: FlightDateLimits;
}): { outbound?: OwnDateError; inbound?: OwnDateError } {
  const errors: { outbound?: OwnDateError; inbound?: OwnDateError } = {};
  if (!outbound) errors.outbound = 'required';
  else if (outbound < limits.outbound.min) errors.outbound = 'tooEarly';
  else if (outbound > limits.outbound.max) errors.outbound = 'tooLate';
  if (!inbound) errors.inbound = 'required';
  else if (inbound < limits.inbound.min) errors.inbound = 'tooEarly';
  else if (inbound > limits.inbound.max) errors.inbound = 'tooLate';
  else if (outbound && inbound < outbound) errors.inbound = 'beforeOutbound';
  return errors;
}

type FareSearchProblem = 'airportRequired' | 'noDestination' | OwnDateError;

/** A search needs a valid party size as well (the form shows the party-size error of step 1). */
interface FareSearchProblems {
  airport?: FareSearchProblem;
  outbound?: OwnDateError;
  inbound?: OwnDateError;
  pax?: 'invalid';
}

/**
 * What keeps a fare search from being sent, per field (spec part 2 §5): a departure airport from
 * the list, the schedule's destination airports, and both dates inside their bounds; empty when
 * the search may go.
 */
export function fareSearchProblems({
  departureAirport,
  destination,
  outbound,
  inbound,
  limits,
  pax,
}: {
  departureAirport: string | null;
  destination: string | null;
  outbound: string | null;
  inbound: string | null;
  limits: FlightDateLimits;
  pax: number | null;
}): FareSearchProblems {
  const problems: FareSearchProblems = validateOwnFlightDates({ outbound, inbound, limits });
  if (!departureAirport) problems.airport = 'airportRequired';
  else if (!destination) problems.airport = 'noDestination';
  if (pax === null || pax < 1) problems.pax = 'invalid';
  return problems;
}

/** The fare search dates a schedule suggests: the stay's first and last day, moved by the extension nights. */
export function defaultSearchDates({ start, end, nightsBefore, nightsAfter }: StayWithNights): {
  outboundDate: string;
  inboundDate: string;
} {
  return { outboundDate: addDays(start, -nightsBefore), inboundDate: addDays(end, nightsAfter) };
}

/**
 * Modes whose flights the operator lists for each date (conveyor, no conveyor, diverting, spec part
 * 1 §4): a date without them listed is on request, and its flight details follow.
 */
export function listsIncludedFlights(flightControl: number | null): boolean {
  return (
    flightControl === FLIGHT_CONTROL.conveyor ||
    flightControl === FLIGHT_CONTROL.noConveyor ||
    flightControl === FLIGHT_CONTROL.diverting
  );
}
