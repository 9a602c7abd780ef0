import { chosenFlights } from './flight-positions';
import { areOverviewFlightsOnRequest } from './on-request';

interface ArrivalFlight {
  carrier: string;
  flightNumber: string;
  position: number;
  /** When it leaves and lands; null where the server does not say (shown without times). */
  departure: { airport: { code: string; name: string }; date: string | null };
  arrival: { airport: { code: string; name: string }; date: string | null };
}

type ArrivalSummary =
  | { kind: 'own' }
  | { kind: 'none' }
  | { kind: 'ownDates'; outbound: string; inbound: string }
  | { kind: 'fare'; flights: ArrivalFlight[]; onRequest: boolean }
  | { kind: 'request'; airport: string | null }
  | { kind: 'flights'; flights: ArrivalFlight[]; onRequest: boolean };

/** A fare segment as the fare search gives it (spec part 2 §3). */
interface FareSegmentFacts {
  departureDate: string;
  arrivalDate: string;
  flightNumber: string;
  carrier: { code: string };
  departureAirport: { code: string; name: string };
  arrivalAirport: { code: string; name: string };
}

/** The flights of a chosen fare, segment by segment, for the overview. */
export function fareArrivalFlights(fare: {
  legs: readonly { connections: readonly { segments: readonly FareSegmentFacts[] }[] }[];
}): ArrivalFlight[] {
  return fare.legs.flatMap((leg) =>
    (leg.connections[0]?.segments ?? []).map((segment) => ({
      carrier: segment.carrier.code,
      flightNumber: segment.flightNumber,
      position: 0,
      departure: { airport: segment.departureAirport, date: segment.departureDate },
      arrival: { airport: segment.arrivalAirport, date: segment.arrivalDate },
    })),
  );
}

/**
 * What a chosen fare says about the journey: the day its first flight leaves, the day the return
 * leaves, and the airport it starts from; the booking sends these, not the search form's (which
 * may have been changed after the choice).
 */
export function fareJourney(fare: {
  legs: readonly { connections: readonly { segments: readonly FareSegmentFacts[] }[] }[];
}): { outboundDate: string | null; inboundDate: string | null; departureAirport: string | null } {
  const first = fare.legs[0]?.connections[0]?.segments[0];
  const back = fare.legs.length > 1 ? fare.legs[fare.legs.length - 1]?.connections[0]?.segments[0] : undefined;
  return {
    outboundDate: first?.departureDate.slice(0, 10) ?? null,
    inboundDate: back?.departureDate.slice(0, 10) ?? null,
    departureAirport: first?.departureAirport.code ?? null,
  };
}

/**
 * How the travellers get there, as step 3 lists it (spec part 2 §4 'Overview flights show "on
 * request" when a pre- or post-extension exists'): their own arrival, a fare from the fare search,
 * a flight request from an airport (on request), or the trip's flights (the chosen variant's,
 * the first when none is chosen); nothing when the trip has no flight.
 */
export function arrivalSummary({
  noFlight,
  flights,
  flightPosition,
  fare,
  request,
  alternativeAirport,
  extensions,
  ownDates = null,
}: {
  noFlight: boolean;
  flights: readonly ArrivalFlight[];
  flightPosition: number | null;
  /** The chosen fare's flights; null without a fare. */
  fare: ArrivalFlight[] | null;
  request: boolean;
  alternativeAirport: string | null;
  extensions: readonly { additionalData: { vv: number; nv: number } }[];
  /** The flight dates the person entered where the trip asks for them (spec part 1 §5 own dates). */
  ownDates?: { outbound: string | null; inbound: string | null } | null;
}): ArrivalSummary {
  if (noFlight) return { kind: 'own' };
  const onRequest = areOverviewFlightsOnRequest(extensions);
  if (fare) return { kind: 'fare', flights: fare, onRequest };
  if (request || alternativeAirport) return { kind: 'request', airport: alternativeAirport };
  if (flights.length === 0)
    return ownDates?.outbound && ownDates.inbound
      ? { kind: 'ownDates', outbound: ownDates.outbound, inbound: ownDates.inbound }
      : { kind: 'none' };
  return { kind: 'flights', flights: chosenFlights(flights, flightPosition), onRequest };
}

/** A person's name as written: first and last name, trimmed, what is missing left out. */
export function personName(person: { firstname: string; lastname: string }): string {
  return [person.firstname.trim(), person.lastname.trim()].filter(Boolean).join(' ');
}

/** The travellers by name, the customer first (spec part 2 §3: traveller 1 is the customer). */
export function travellerNames(
  customer: { firstname: string; lastname: string },
  others: readonly { firstname: string; lastname: string }[],
): string[] {
  return [customer, ...others].map(personName);
}
