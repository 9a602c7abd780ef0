import { ON_REQUEST_PRICE } from './format/price';
import { listsIncludedFlights } from './flight-control';
import { FLIGHT_CONTROL, type RoomFacts, type ServiceFacts } from './types';

/**
 * How long a request takes to answer, in working days: a flight request (spec part 2 'Flight request
 * processing takes about 1 to 2 working days'), and a booking on request or a booking request alike.
 */
export const REQUEST_ANSWER_WORKING_DAYS = { min: 1, max: 2 } as const;

export interface OnRequestFacts {
  isBroker: boolean;
  /** upgrades, equipment, transfers and extensions chosen */
  services: readonly Pick<ServiceFacts, 'price'>[];
  flightControl: number | null;
  flightBookingEnabled: boolean;
  noFlight: boolean;
  alternativeAirport: string | null;
  /** A flight request instead of a fare (spec part 2 §4 'request-flight mode, price on request'). */
  flightRequest: boolean;
  /** premium, business or first; null for economy */
  flightUpgrade: string | null;
  seatReservation: string | null;
  /** flights chosen for the booking (the conveyor flights or a fare) */
  flightsChosen: number;
}

/**
 * On request: no online payment (spec part 1 §4: 'if not a broker trip and any … has price -1, or
 * in these flight cases'). The broker exemption covers the price -1 case only; the flight cases hold
 * for every trip: opt-in with flight booking disabled (when a flight is wanted); free with an
 * alternative airport; a non-economy upgrade; a seat reservation; an alternative airport; a flight
 * request (spec part 2 §4: its price is on request, its processing takes 1–2 working days); conveyor,
 * no conveyor or diverting with no flights chosen (unless travelling without the flight).
 */
export function isOnRequest(f: OnRequestFacts): boolean {
  if (!f.isBroker && f.services.some((s) => s.price === ON_REQUEST_PRICE)) return true;
  const wantsFlight = !f.noFlight && f.flightControl !== FLIGHT_CONTROL.noFlight;
  if (f.flightControl === FLIGHT_CONTROL.optIn && !f.flightBookingEnabled && wantsFlight) return true;
  if (f.flightControl === FLIGHT_CONTROL.free && f.alternativeAirport) return true;
  if (f.flightUpgrade) return true;
  if (f.seatReservation) return true;
  if (f.alternativeAirport) return true;
  if (f.flightRequest && wantsFlight) return true;
  return listsIncludedFlights(f.flightControl) && wantsFlight && f.flightsChosen === 0;
}

/**
 * A booking request (spec part 1 §4): any chosen service flagged on request, any room's schedule
 * on request (bookable or not), or more rooms of one type than are available. Beyond the spec
 * (docs/decisions.md): whatever the page shows as 'auf Anfrage' (a price part at -1, the flights
 * moved by an extension) is never sold as a binding paid booking, so it makes a booking request
 * where the on-request rule does not already apply (a broker trip's -1 service, a room at -1), and
 * an insurance tariff on request is a chosen service on request.
 */
export function isBookingRequest({
  services,
  rooms,
  pricedOnRequest = false,
  flightsOnRequest = false,
  insuranceOnRequest = false,
}: {
  services: readonly Pick<ServiceFacts, 'service'>[];
  rooms: readonly Pick<RoomFacts, 'schedule'>[];
  /** A price part of the booking reads 'auf Anfrage' (a room, service or extension at -1, a flight part). */
  pricedOnRequest?: boolean;
  /** The overview shows the booking's flights as on request (an extension moves them). */
  flightsOnRequest?: boolean;
  /** The chosen insurance tariff's premium is on request (above the insurance price limit, domain/insurance). */
  insuranceOnRequest?: boolean;
}): boolean {
  if (pricedOnRequest || flightsOnRequest || insuranceOnRequest) return true;
  if (services.some((s) => s.service.onRequest)) return true;
  if (rooms.some((r) => r.schedule.onRequest)) return true;
  const perType = new Map<string, { count: number; available: number }>();
  for (const room of rooms) {
    const seen = perType.get(room.schedule.roomType) ?? { count: 0, available: room.schedule.roomsAvailable };
    perType.set(room.schedule.roomType, {
      count: seen.count + 1,
      available: Math.min(seen.available, room.schedule.roomsAvailable),
    });
  }
  return [...perType.values()].some(({ count, available }) => count > available);
}

/** The booking kind for analytics: W on request, OA booking request, else B. */
export function bookingKind({
  onRequest,
  bookingRequest,
}: {
  onRequest: boolean;
  bookingRequest: boolean;
}): 'W' | 'OA' | 'B' {
  if (onRequest) return 'W';
  if (bookingRequest) return 'OA';
  return 'B';
}

/** The overview shows the flights as on request when a pre or post extension exists (spec part 1 §4). */
export function areOverviewFlightsOnRequest(
  extensions: readonly { additionalData: { vv: number; nv: number } }[],
): boolean {
  return extensions.some((e) => e.additionalData.vv > 0 || e.additionalData.nv > 0);
}
