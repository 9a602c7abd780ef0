import { describe, expect, it } from 'vitest';
import {
  areOverviewFlightsOnRequest,
  bookingKind,
  isBookingRequest,
  isOnRequest,
  type OnRequestFacts,
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

describe('on request (spec part 1 §4, part 2 §4)', () => {
  it.each([
    ['nothing special', {}, false],
    ['a service at -1', { services: [{ price: 49 }, { price: -1 }] }, true],
    [
      'a broker trip\'s service at -1 is exempt ("if not a broker trip and any … has price -1")',
      { isBroker: true, services: [{ price: -1 }] },
      false,
    ],
    [
      'a broker trip with an alternative airport: the flight cases hold for broker trips too',
      { isBroker: true, alternativeAirport: 'MUC' },
      true,
    ],
    ['a broker trip with a business class upgrade', { isBroker: true, flightUpgrade: 'business' }, true],
    ['a broker trip with conveyor flights missing', { isBroker: true, flightControl: 0, flightsChosen: 0 }, true],
    [
      'opt-in with flight booking disabled, flight wanted',
      { flightControl: 6, flightBookingEnabled: false, noFlight: false },
      true,
    ],
    [
      'opt-in with flight booking disabled, no flight (docs/decisions.md: narrowed to a wanted flight)',
      { flightControl: 6, flightBookingEnabled: false, noFlight: true },
      false,
    ],
    ['opt-in with flight booking enabled', { flightControl: 6, flightBookingEnabled: true }, false],
    ['free with an alternative airport', { flightControl: 4, alternativeAirport: 'VIE' }, true],
    ['free without', { flightControl: 4, flightsChosen: 0 }, false],
    ['a non-economy upgrade', { flightUpgrade: 'business' }, true],
    ['a seat reservation', { seatReservation: 'window' }, true],
    ['an alternative airport in any mode', { flightControl: 3, alternativeAirport: 'ZRH' }, true],
    ['conveyor with no flights chosen', { flightControl: 0, flightsChosen: 0 }, true],
    ['no conveyor with no flights chosen', { flightControl: 1, flightsChosen: 0 }, true],
    ['diverting with no flights chosen', { flightControl: 2, flightsChosen: 0 }, true],
    [
      "conveyor without flights but travelling on one's own (docs/decisions.md: narrowed to a wanted flight)",
      { flightControl: 0, flightsChosen: 0, noFlight: true },
      false,
    ],
    ['selectable with no flights chosen', { flightControl: 3, flightsChosen: 0 }, false],
    ['no-flight mode with no flights', { flightControl: 5, flightsChosen: 0 }, false],
    [
      'a flight request, opt-in with flight booking (spec part 2 §4 "request-flight mode, price on request")',
      { flightControl: 6, flightBookingEnabled: true, flightRequest: true },
      true,
    ],
    [
      "a flight request left behind by travelling on one's own",
      { flightControl: 6, flightBookingEnabled: true, flightRequest: true, noFlight: true },
      false,
    ],
  ] as const)('%s -> %s', (_name, overrides, expected) => {
    expect(isOnRequest({ ...none, ...overrides })).toBe(expected);
  });
});

const roomOf = (roomType: string, roomsAvailable = 5, onRequest = false, bookable = true) => ({
  schedule: { roomType, roomsAvailable, onRequest, bookable, price: 1, allocation: '2' },
});
const svc = (onRequest: boolean) => ({ service: { id: 1, perPerson: true, onRequest, subCategory: null } });

describe('booking request (spec part 1 §4)', () => {
  it.each([
    ['nothing special', [svc(false)], [roomOf('twin')], false],
    ['a service flagged on request', [svc(true)], [roomOf('twin')], true],
    ['a room on request', [], [roomOf('twin', 5, true, false)], true],
    [
      'a room flagged bookable and on request ("any room\'s schedule on request")',
      [],
      [roomOf('twin', 5, true, true)],
      true,
    ],
    ['more rooms of a type than available', [], [roomOf('single', 1), roomOf('single', 1)], true],
    ['exactly the rooms available', [], [roomOf('single', 2), roomOf('single', 2), roomOf('twin', 1)], false],
  ] as const)('%s -> %s', (_name, services, rooms, expected) => {
    expect(isBookingRequest({ services, rooms })).toBe(expected);
  });

  it.each([
    ['a price part reading "auf Anfrage" (a broker trip\'s -1 service, a room at -1)', { pricedOnRequest: true }, true],
    ['the flights shown on request because an extension moves them', { flightsOnRequest: true }, true],
    ['neither', { pricedOnRequest: false, flightsOnRequest: false }, false],
  ] as const)('decision, what reads "auf Anfrage" is asked for: %s -> %s', (_name, facts, expected) => {
    expect(isBookingRequest({ services: [svc(false)], rooms: [roomOf('twin')], ...facts })).toBe(expected);
  });

  it.each([
    [true, true, 'W'],
    [true, false, 'W'],
    [false, true, 'OA'],
    [false, false, 'B'],
  ] as const)('kind for on request %s, booking request %s is %s', (onRequest, bookingRequest, kind) => {
    expect(bookingKind({ onRequest, bookingRequest })).toBe(kind);
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
