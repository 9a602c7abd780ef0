import { describe, expect, it } from 'vitest';
import {
  areOverviewFlightsOnRequest,
  bookingKind,
  bookingRequestReasons,
  isBookingRequest,
  isOnRequest,
  onRequestReasons,
  reasonsToShow,
  type OnRequestFacts,
  type RequestReason,
} from '@/domain/on-request';

const none: OnRequestFacts = {
  isBroker: false,
  services: [],
  flightControl: 0,
  flightBookingEnabled: false,
  noFlight: false,
  alternativeAirport: null,
  flightRequest: false,
  flightUpgrade: null,
  seatReservation: null,
  flightsChosen: 2,
};

describe('on request (spec part 1 §4, part 2 §4): the reasons, and on request when there is one', () => {
  it.each([
    ['nothing special', {}, []],
    [
      'a service at -1',
      { services: [{ price: 49 }, { price: -1, service: { id: 7, name: 'Gepäcktransfer' } }] },
      ['servicePrice'],
    ],
    [
      'two services at -1: one reason each',
      { services: [{ price: -1 }, { price: -1 }] },
      ['servicePrice', 'servicePrice'],
    ],
    [
      'a broker trip\'s service at -1 is exempt ("if not a broker trip and any … has price -1")',
      { isBroker: true, services: [{ price: -1 }] },
      [],
    ],
    [
      'a broker trip with an alternative airport: the flight cases hold for broker trips too',
      { isBroker: true, alternativeAirport: 'MUC' },
      ['alternativeAirport'],
    ],
    ['a broker trip with a business class upgrade', { isBroker: true, flightUpgrade: 'business' }, ['flightUpgrade']],
    [
      'a broker trip with conveyor flights missing',
      { isBroker: true, flightControl: 0, flightsChosen: 0 },
      ['noFlightsChosen'],
    ],
    [
      'opt-in with flight booking disabled, flight wanted',
      { flightControl: 6, flightBookingEnabled: false, noFlight: false },
      ['flightBookingDisabled'],
    ],
    [
      'opt-in with flight booking disabled, no flight (docs/decisions.md: narrowed to a wanted flight)',
      { flightControl: 6, flightBookingEnabled: false, noFlight: true },
      [],
    ],
    ['opt-in with flight booking enabled', { flightControl: 6, flightBookingEnabled: true }, []],
    ['free with an alternative airport', { flightControl: 4, alternativeAirport: 'VIE' }, ['alternativeAirport']],
    ['free without', { flightControl: 4, flightsChosen: 0 }, []],
    ['a non-economy upgrade', { flightUpgrade: 'business' }, ['flightUpgrade']],
    ['a seat reservation', { seatReservation: 'window' }, ['seatReservation']],
    ['an alternative airport in any mode', { flightControl: 3, alternativeAirport: 'ZRH' }, ['alternativeAirport']],
    ['conveyor with no flights chosen', { flightControl: 0, flightsChosen: 0 }, ['noFlightsChosen']],
    ['no conveyor with no flights chosen', { flightControl: 1, flightsChosen: 0 }, ['noFlightsChosen']],
    ['diverting with no flights chosen', { flightControl: 2, flightsChosen: 0 }, ['noFlightsChosen']],
    // Flights not loaded are not 'on request'; a failed load keeps step 1 waiting with its own message.
    ['conveyor whose flights are not known (not loaded)', { flightControl: 0, flightsChosen: null }, []],
    [
      "conveyor without flights but travelling on one's own (docs/decisions.md: narrowed to a wanted flight)",
      { flightControl: 0, flightsChosen: 0, noFlight: true },
      [],
    ],
    ['selectable with no flights chosen', { flightControl: 3, flightsChosen: 0 }, []],
    ['no-flight mode with no flights', { flightControl: 5, flightsChosen: 0 }, []],
    [
      'a flight request, opt-in with flight booking (spec part 2 §4 "request-flight mode, price on request")',
      { flightControl: 6, flightBookingEnabled: true, flightRequest: true },
      ['flightRequest'],
    ],
    [
      "a flight request left behind by travelling on one's own",
      { flightControl: 6, flightBookingEnabled: true, flightRequest: true, noFlight: true },
      [],
    ],
    [
      'an upgrade and a seat reservation: both named',
      { flightUpgrade: 'first', seatReservation: 'aisle' },
      ['flightUpgrade', 'seatReservation'],
    ],
  ] as const)('%s -> %j', (_name, overrides, causes) => {
    const facts = { ...none, ...overrides };
    expect(onRequestReasons(facts).map((r) => r.cause)).toEqual(causes);
    expect(isOnRequest(facts)).toBe(causes.length > 0);
  });

  it('a reason names its choice: the service, the airport, the upgrade', () => {
    expect(
      onRequestReasons({
        ...none,
        services: [{ price: -1, service: { id: 7, name: 'Gepäcktransfer' } }],
        alternativeAirport: 'VIE',
        flightUpgrade: 'business',
      }),
    ).toEqual([
      { cause: 'servicePrice', serviceId: 7, name: 'Gepäcktransfer' },
      { cause: 'alternativeAirport', airport: 'VIE' },
      { cause: 'flightUpgrade', upgrade: 'business' },
    ]);
  });
});

const roomOf = (roomType: string, roomsAvailable = 5, onRequest = false, bookable = true) => ({
  schedule: { roomType, roomsAvailable, onRequest, bookable, price: 1, allocation: '2' },
});
const svc = (onRequest: boolean) => ({ service: { id: 1, name: 'Kanutour', onRequest } });

describe('booking request (spec part 1 §4): the reasons, and a booking request when there is one', () => {
  it.each([
    ['nothing special', [svc(false)], [roomOf('twin')], []],
    ['a service flagged on request', [svc(true)], [roomOf('twin')], ['serviceOnRequest']],
    ['a room on request', [], [roomOf('twin', 5, true, false)], ['roomOnRequest']],
    [
      'a room flagged bookable and on request ("any room\'s schedule on request")',
      [],
      [roomOf('twin', 5, true, true)],
      ['roomOnRequest'],
    ],
    [
      'two rooms of a type on request: one reason',
      [],
      [roomOf('twin', 5, true), roomOf('twin', 5, true)],
      ['roomOnRequest'],
    ],
    [
      'more rooms of a type than available',
      [],
      [roomOf('single', 1), roomOf('single', 1)],
      ['roomsBeyondAvailability'],
    ],
    ['exactly the rooms available', [], [roomOf('single', 2), roomOf('single', 2), roomOf('twin', 1)], []],
  ] as const)('%s -> %j', (_name, services, rooms, causes) => {
    expect(bookingRequestReasons({ services, rooms }).map((r) => r.cause)).toEqual(causes);
    expect(isBookingRequest({ services, rooms })).toBe(causes.length > 0);
  });

  it("spec part 1 §4: the spec's own causes make a booking request on a booking on request too", () => {
    expect(
      bookingRequestReasons({
        services: [svc(true)],
        rooms: [roomOf('twin', 5, true)],
        pricedOnRequest: true,
        onRequest: true,
      }).map((r) => r.cause),
    ).toEqual(['serviceOnRequest', 'roomOnRequest']);
  });

  it('names the room type and how many of it are free', () => {
    expect(bookingRequestReasons({ services: [], rooms: [roomOf('single', 1), roomOf('single', 1)] })).toEqual([
      { cause: 'roomsBeyondAvailability', roomType: 'single', available: 1 },
    ]);
    expect(bookingRequestReasons({ services: [svc(true)], rooms: [] })).toEqual([
      { cause: 'serviceOnRequest', serviceId: 1, name: 'Kanutour' },
    ]);
  });

  it.each([
    [
      'a price part reading "auf Anfrage" (a broker trip\'s -1 service, a room at -1)',
      { pricedOnRequest: true },
      ['pricedOnRequest'],
    ],
    [
      'the flights shown on request because an extension moves them',
      { flightsOnRequest: true },
      ['flightsMovedByExtension'],
    ],
    ['an insurance tariff on request', { insuranceOnRequest: true }, ['insuranceOnRequest']],
    ['neither', { pricedOnRequest: false, flightsOnRequest: false }, []],
    [
      'both, on a booking on request already (a Business Class upgrade): asked for anyway, no booking request',
      { pricedOnRequest: true, flightsOnRequest: true, onRequest: true },
      [],
    ],
    [
      "an insurance tariff on request is a chosen service on request (the spec's cause), on request or not",
      { insuranceOnRequest: true, onRequest: true },
      ['insuranceOnRequest'],
    ],
  ] as const)('decision, what reads "auf Anfrage" is asked for: %s -> %j', (_name, facts, causes) => {
    expect(
      bookingRequestReasons({ services: [svc(false)], rooms: [roomOf('twin')], ...facts }).map((r) => r.cause),
    ).toEqual(causes);
  });

  const reason = (cause: RequestReason['cause']): RequestReason => ({ cause });
  it.each([
    [[reason('flightUpgrade'), reason('roomOnRequest')], 'W'],
    [[reason('noFlightsChosen')], 'W'],
    [[reason('roomsBeyondAvailability')], 'OA'],
    [[reason('pricedOnRequest'), reason('insuranceOnRequest')], 'OA'],
    [[], 'B'],
  ] as const)('the analytics kind of %j is %s (W on request first, then OA)', (reasons, kind) => {
    expect(bookingKind(reasons)).toBe(kind);
  });

  it('shows "a price is on request" only where no reason names what is priced so', () => {
    const service = { cause: 'servicePrice', serviceId: 7, name: 'Transfer' } as const;
    expect(reasonsToShow([service, reason('pricedOnRequest')])).toEqual([service]);
    expect(reasonsToShow([reason('pricedOnRequest'), reason('flightUpgrade')]).map((r) => r.cause)).toEqual([
      'pricedOnRequest',
      'flightUpgrade',
    ]);
    expect(reasonsToShow([service, service])).toEqual([service]);
  });

  it('names a service once when two rules mark it: priced on request and flagged on request', () => {
    const priced = { cause: 'servicePrice', serviceId: 7, name: 'Walbeobachtung' } as const;
    const flagged = { cause: 'serviceOnRequest', serviceId: 7, name: 'Walbeobachtung' } as const;
    const other = { cause: 'serviceOnRequest', serviceId: 8, name: 'Kajak' } as const;
    expect(reasonsToShow([priced, flagged, other])).toEqual([priced, other]);
  });

  it.each([
    [[], false],
    [[{ additionalData: { vv: 0, nv: 0 } }], false],
    [[{ additionalData: { vv: 2, nv: 0 } }], true],
    [[{ additionalData: { vv: 0, nv: 3 } }], true],
  ])('overview flights on request with extensions %j: %s', (extensions, expected) => {
    expect(areOverviewFlightsOnRequest(extensions)).toBe(expected);
  });
});
