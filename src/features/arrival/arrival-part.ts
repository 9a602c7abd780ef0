import type { Booking, CabinClass, Schedule } from '@/api/schemas';
import { bookingDefaults } from '@/api/entity-defaults';
import { extensionNights } from '@/domain/extensions';
import { defaultSearchDates, noFlightForMode } from '@/domain/flight-control';

/**
 * What the fare search form keeps beside the flight data (never sent, no part of the /fapi
 * booking): its cabin classes (at least one) and direct-only choice, and that the chosen fare's
 * offer ran out (the widget says so).
 */
export interface FareForm {
  classes: CabinClass[];
  directOnly: boolean;
  offerExpired: boolean;
}

/** A new fare search form: economy, any connection. */
export const newFareForm = (): FareForm => ({ classes: ['economy'], directOnly: false, offerExpired: false });

/**
 * The flight data the person chose: the fare taken from a fare search (the one quote a part keeps
 * as it came, held until its validity), a flight request and its airport, the search dates, the
 * flight upgrade and seat. The fare's price is sent from the fare itself, never copied.
 */
export type ArrivalFlightData = Omit<Booking['flightData'], 'totalPrice'> & FareForm;

/**
 * The arrival's part of the booking (spec part 1 §4, part 2 §4): the trip's flight or one's own,
 * which of the trip's flights, and the flight data. The flight control is the chosen date's (the
 * catalogue's), read from it, never stored.
 */
export interface ArrivalPart {
  /** Travelling without the trip's flight (on one's own, or not opting in). */
  noFlight: Booking['noFlight'];
  flightPosition: Booking['flightPosition'];
  flightData: ArrivalFlightData;
}

/** The booking's fields this part holds, as the /fapi booking names them. */
export const ARRIVAL_FIELDS = ['noFlight', 'flightPosition', 'flightData'] as const satisfies readonly (keyof Booking &
  keyof ArrivalPart)[];

/** A new booking's arrival: the trip's flight, nothing chosen (the Booking entity's defaults, api/entity-defaults). */
export const newArrival = (): ArrivalPart => arrivalOf(bookingDefaults());

/** The arrival of a booking read from the server (a stored booking opened again), with a new search form. */
export function arrivalOf(booking: Pick<Booking, (typeof ARRIVAL_FIELDS)[number]>): ArrivalPart {
  const { totalPrice: _copy, ...flightData } = booking.flightData;
  return {
    noFlight: booking.noFlight,
    flightPosition: booking.flightPosition,
    flightData: { ...flightData, ...newFareForm() },
  };
}

// The arrival's rules over its own part (spec part 1 §4, part 2 §4); each takes the part as a draft.

/** A chosen hitchhiker fare goes (a flight request stays). */
export function clearFare(part: ArrivalPart): void {
  part.flightData.fare = null;
  part.flightData.fareValidUntil = null;
  part.flightData.offerExpired = false;
}

/** Changing the flight option, the party or the schedule resets the chosen flight (spec part 1 §4). */
export function resetFlightChoice(part: ArrivalPart): void {
  clearFare(part);
  // A flight request goes with the airport it was made from.
  if (part.flightData.request) part.flightData.alternativeAirport = null;
  part.flightData.request = false;
}

/** Without a flight, the flight's own extras go: the upgrade and the seat reservation (spec part 1 §2). */
export function dropFlightExtras(part: ArrivalPart): void {
  if (!part.noFlight) return;
  part.flightData.upgrade = null;
  part.flightData.reservation = null;
}

/** What the flight's search dates follow: the chosen date and the extensions' nights. */
export interface ArrivalJourney {
  schedule: Schedule | null;
  accommodations: readonly { additionalData: { vv: number; nv: number } }[];
}

/**
 * The flight search dates follow the schedule (spec part 2 §4): with flight booking they start as
 * the stay's first and last day moved by the extension nights; otherwise they are entered anew.
 */
function resetSearchDates(part: ArrivalPart, { schedule, accommodations }: ArrivalJourney): void {
  if (schedule?.flightBookingEnabled) {
    const nights = extensionNights(accommodations);
    const dates = defaultSearchDates({
      start: schedule.start,
      end: schedule.end,
      nightsBefore: nights.before,
      nightsAfter: nights.after,
    });
    part.flightData.outboundDate = dates.outboundDate;
    part.flightData.inboundDate = dates.inboundDate;
  } else {
    part.flightData.outboundDate = null;
    part.flightData.inboundDate = null;
  }
}

/**
 * Another date (or its flight control changed): the date's flight control applies (opt-in and
 * no-flight travel without one), the flight position, the fare and the search dates start again
 * (spec part 1 §4).
 */
export function dateChanged(part: ArrivalPart, journey: ArrivalJourney): void {
  part.noFlight = noFlightForMode(journey.schedule?.flightControl ?? null);
  part.flightPosition = null;
  resetFlightChoice(part);
  resetSearchDates(part, journey);
  dropFlightExtras(part);
}

/** Extensions move the flight window: a hitchhiker fare goes and the search dates follow (spec part 2 §4). */
export function extensionsMoved(part: ArrivalPart, journey: ArrivalJourney): void {
  clearFare(part);
  if (journey.schedule?.flightBookingEnabled) resetSearchDates(part, journey);
}
