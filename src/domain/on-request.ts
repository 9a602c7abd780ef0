import { ON_REQUEST_PRICE } from './format/price';
import { listsIncludedFlights } from './flight-control';
import { FLIGHT_CONTROL, type RoomFacts } from './types';

/**
 * How long a request takes to answer, in working days: a flight request (spec part 2 'Flight request
 * processing takes about 1 to 2 working days'), and a booking on request or a booking request alike.
 */
export const REQUEST_ANSWER_WORKING_DAYS = { min: 1, max: 2 } as const;

/** A chosen service as the request rules read it: its price, its flag, and what names it. */
interface ReasonService {
  /** -1 means on request. */
  price?: number;
  service?: { id: number; name?: string; onRequest?: boolean };
}

export interface OnRequestFacts {
  isBroker: boolean;
  /** upgrades, equipment, transfers and extensions chosen */
  services: readonly ReasonService[];
  flightControl: number | null;
  flightBookingEnabled: boolean;
  noFlight: boolean;
  alternativeAirport: string | null;
  /** A flight request instead of a fare (spec part 2 §4 'request-flight mode, price on request'). */
  flightRequest: boolean;
  /** premium, business or first; null for economy */
  flightUpgrade: string | null;
  seatReservation: string | null;
  /** flights chosen for the booking (the conveyor flights or a fare); null while the date's flights are not known (loading, or their load failed) */
  flightsChosen: number | null;
}

/** Why a booking is on request, W: no online payment (spec part 1 §4, part 2 §4). */
export const ON_REQUEST_CAUSES = [
  'servicePrice',
  'flightBookingDisabled',
  'alternativeAirport',
  'flightUpgrade',
  'seatReservation',
  'flightRequest',
  'noFlightsChosen',
] as const;
/** Why a booking is a booking request, OA (spec part 1 §4; the last three beyond it, docs/decisions.md). */
export const BOOKING_REQUEST_CAUSES = [
  'serviceOnRequest',
  'roomOnRequest',
  'roomsBeyondAvailability',
  'pricedOnRequest',
  'flightsMovedByExtension',
  'insuranceOnRequest',
] as const;
type OnRequestCause = (typeof ON_REQUEST_CAUSES)[number];
/** The causes that concern the flight: every on-request cause but a service's price, and the flights an extension moves. */
export const FLIGHT_CAUSES: readonly RequestCause[] = [
  ...ON_REQUEST_CAUSES.filter((cause) => cause !== 'servicePrice'),
  'flightsMovedByExtension',
];
type BookingRequestCause = (typeof BOOKING_REQUEST_CAUSES)[number];
type RequestCause = OnRequestCause | BookingRequestCause;

/** One reason, with what names the choice behind it: a service, a room type, an airport, an upgrade. */
export interface RequestReason {
  cause: RequestCause;
  serviceId?: number;
  name?: string;
  roomType?: string;
  airport?: string;
  upgrade?: string;
  /** Rooms of the type still free (roomsBeyondAvailability). */
  available?: number;
}

const serviceReason = (cause: RequestCause, entry: ReasonService): RequestReason =>
  entry.service ? { cause, serviceId: entry.service.id, name: entry.service.name ?? '' } : { cause };

/**
 * Why the booking is on request (spec part 1 §4: 'if not a broker trip and any … has price -1, or
 * in these flight cases'), one reason per cause and per service. The broker exemption covers the
 * price -1 case only; the flight cases hold for every trip: opt-in with flight booking disabled
 * (when a flight is wanted); an alternative airport (free or any mode); a non-economy upgrade; a
 * seat reservation; a flight request (spec part 2 §4: its price is on request); conveyor, no
 * conveyor or diverting with no flights chosen (unless travelling without the flight).
 */
export function onRequestReasons(f: OnRequestFacts): RequestReason[] {
  const reasons: RequestReason[] = [];
  if (!f.isBroker)
    for (const entry of f.services)
      if (entry.price === ON_REQUEST_PRICE) reasons.push(serviceReason('servicePrice', entry));
  const wantsFlight = !f.noFlight && f.flightControl !== FLIGHT_CONTROL.noFlight;
  if (f.flightControl === FLIGHT_CONTROL.optIn && !f.flightBookingEnabled && wantsFlight)
    reasons.push({ cause: 'flightBookingDisabled' });
  if (f.alternativeAirport) reasons.push({ cause: 'alternativeAirport', airport: f.alternativeAirport });
  if (f.flightUpgrade) reasons.push({ cause: 'flightUpgrade', upgrade: f.flightUpgrade });
  if (f.seatReservation) reasons.push({ cause: 'seatReservation' });
  if (f.flightRequest && wantsFlight) reasons.push({ cause: 'flightRequest' });
  if (listsIncludedFlights(f.flightControl) && wantsFlight && f.flightsChosen === 0)
    reasons.push({ cause: 'noFlightsChosen' });
  return reasons;
}

/** On request: any reason of onRequestReasons. */
export const isOnRequest = (f: OnRequestFacts): boolean => onRequestReasons(f).length > 0;

export interface BookingRequestFacts {
  services: readonly ReasonService[];
  rooms: readonly { schedule: RoomFacts['schedule'] & { roomTypeDescription?: string } }[];
  /** A price part of the booking reads 'auf Anfrage' (a room, service or extension at -1, a flight part). */
  pricedOnRequest?: boolean;
  /** The overview shows the booking's flights as on request (an extension moves them). */
  flightsOnRequest?: boolean;
  /** The chosen insurance tariff's premium is on request (above the insurance price limit, domain/insurance). */
  insuranceOnRequest?: boolean;
  /**
   * The booking is on request already (a reason of onRequestReasons): then what the page shows as
   * 'auf Anfrage' is asked for anyway, and only the spec's own causes make it a booking request too.
   */
  onRequest?: boolean;
}

/**
 * Why the booking is a booking request (spec part 1 §4): any chosen service flagged on request, any
 * room's schedule on request (bookable or not), or more rooms of one type than are available.
 * Beyond the spec (docs/decisions.md): whatever the page shows as 'auf Anfrage' (a price part at
 * -1, the flights moved by an extension) is never sold as a binding paid booking, so it makes a
 * booking request too, unless the booking is on request already (a Business Class upgrade prices
 * its flight 'auf Anfrage' and is sent onRequest: true, bookingRequest: false); an insurance
 * tariff on request is a chosen service on request.
 */
export function bookingRequestReasons({
  services,
  rooms,
  pricedOnRequest = false,
  flightsOnRequest = false,
  insuranceOnRequest = false,
  onRequest = false,
}: BookingRequestFacts): RequestReason[] {
  const reasons: RequestReason[] = [];
  for (const entry of services) if (entry.service?.onRequest) reasons.push(serviceReason('serviceOnRequest', entry));
  const perType = new Map<string, { count: number; available: number; onRequest: boolean; name: string }>();
  for (const { schedule } of rooms) {
    const seen = perType.get(schedule.roomType);
    perType.set(schedule.roomType, {
      count: (seen?.count ?? 0) + 1,
      available: Math.min(seen?.available ?? schedule.roomsAvailable, schedule.roomsAvailable),
      onRequest: (seen?.onRequest ?? false) || schedule.onRequest,
      name: seen?.name || schedule.roomTypeDescription || '',
    });
  }
  // The room's description names a room type the page does not know (components/room-name).
  const room = (roomType: string, name: string) => (name ? { roomType, name } : { roomType });
  for (const [roomType, { onRequest, name }] of perType)
    if (onRequest) reasons.push({ cause: 'roomOnRequest', ...room(roomType, name) });
  for (const [roomType, { count, available, name }] of perType)
    if (count > available)
      reasons.push({ cause: 'roomsBeyondAvailability', ...room(roomType, name), available: Math.max(0, available) });
  if (pricedOnRequest && !onRequest) reasons.push({ cause: 'pricedOnRequest' });
  if (flightsOnRequest && !onRequest) reasons.push({ cause: 'flightsMovedByExtension' });
  if (insuranceOnRequest) reasons.push({ cause: 'insuranceOnRequest' });
  return reasons;
}

/** A booking request: any reason of bookingRequestReasons. */
export const isBookingRequest = (facts: BookingRequestFacts): boolean => bookingRequestReasons(facts).length > 0;

const isOnRequestCause = (cause: RequestCause): cause is OnRequestCause =>
  (ON_REQUEST_CAUSES as readonly RequestCause[]).includes(cause);

/** The booking kind for analytics, from the reasons: W on request, OA booking request, else B. */
export function bookingKind(reasons: readonly RequestReason[]): 'W' | 'OA' | 'B' {
  if (reasons.some((r) => isOnRequestCause(r.cause))) return 'W';
  if (reasons.length > 0) return 'OA';
  return 'B';
}

/**
 * The reasons a person reads: 'a price is on request' only when no other reason names what is
 * priced so (a service at -1 already says it), each reason once, and each service once even when
 * two rules mark it (priced on request and flagged on request): the first reason names it.
 */
export function reasonsToShow(reasons: readonly RequestReason[]): RequestReason[] {
  const named = reasons.some(
    (r) => r.cause === 'servicePrice' || r.cause === 'serviceOnRequest' || r.cause === 'roomOnRequest',
  );
  const seen = new Set<string>();
  return reasons.filter((r) => {
    if (r.cause === 'pricedOnRequest' && named) return false;
    const isService = r.cause === 'servicePrice' || r.cause === 'serviceOnRequest';
    const key = isService && r.serviceId !== undefined ? `service ${r.serviceId}` : JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The overview shows the flights as on request when a pre or post extension exists (spec part 1 §4). */
export function areOverviewFlightsOnRequest(
  extensions: readonly { additionalData: { vv: number; nv: number } }[],
): boolean {
  return extensions.some((e) => e.additionalData.vv > 0 || e.additionalData.nv > 0);
}
