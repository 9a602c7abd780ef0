import { describe, expect, it } from 'vitest';
import { z } from '@/config/z';
import {
  accommodationListSchema,
  airportGroupsSchema,
  bookingSubmitResponseSchema,
  fareSearchResponseSchema,
  scheduleListSchema,
  serviceEntryListSchema,
  travelSchema,
  userSchema,
} from '@/api/schemas';
import { insuranceOfferListSchema } from '@/api/schemas/insurance';
import { isCompulsoryFor, minimumPax } from '@/domain/pax';
import { fareValidUntil } from '@/domain/fare-validity';
import { submitDestination } from '@/domain/redirect';
import { scheduleReply } from '../support/data';

// Replies a back end written from the spec alone may send, in the shapes the spec names where our
// own mock sends another: each must be read, and read as the spec means it.

const schedule = scheduleReply;
const service = { id: 1, erpId: 'U1', serviceId: 'S1', name: 'Kurtaxe', price: 25 };

describe('the trip (spec part 1 §5 "the travel minimum if not a group trip, else 1")', () => {
  it.each([[0], [null]])('a minimum party of %j is read, and means one traveller', (minPax) => {
    const travel = z.parse(travelSchema, { code: 'X-1', name: 'Reise', minPax });
    expect(minimumPax(travel)).toBe(1);
  });
});

describe('a price the server leaves out (spec part 1 §9 "missing or -1 shows \'auf Anfrage\'")', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
  ])('a date whose price is %s is on request (-1)', (_case, price) => {
    expect(z.parse(scheduleListSchema, [schedule({ price })])[0]?.price).toBe(-1);
  });

  it('a service whose entry and own prices are missing is on request (-1)', () => {
    const [entry] = z.parse(serviceEntryListSchema, [{ service: { ...service, price: null } }]);
    expect(entry).toMatchObject({ price: -1, service: { price: -1 } });
  });
});

describe('flight control by name (spec part 2 §3 "another reading … names the modes")', () => {
  it.each([
    ['conveyor', 0],
    ['no-conveyor', 1],
    ['diverting', 2],
    ['free', 4],
    ['no-flight', 5],
    ['opt-in', 6],
    ['OPT_IN', 6],
    ['noFlight', 5],
    ['3', 3],
    [4, 4],
  ] as const)('%j is mode %i', (mode, number) => {
    expect(z.parse(scheduleListSchema, [schedule({ flightControl: mode })])[0]?.flightControl).toBe(number);
  });
});

describe("a service's validity where spec part 2 §3 places it (inside the service)", () => {
  const [upgrade] = z.parse(serviceEntryListSchema, [
    {
      service: { ...service, validFrom: '2027-06-01', validUntil: '2027-06-30' },
      price: 25,
      compulsoryPaxMin: 1,
      compulsoryPaxMax: 10,
    },
  ]);
  it('a compulsory upgrade applies only within it', () => {
    if (!upgrade) throw new Error('not read');
    expect(isCompulsoryFor(upgrade, { pax: 2, date: '2027-06-10' })).toBe(true);
    expect(isCompulsoryFor(upgrade, { pax: 2, date: '2027-07-10' })).toBe(false);
  });

  it("the entry's own validity goes first", () => {
    const [entry] = z.parse(serviceEntryListSchema, [
      { service: { ...service, validFrom: '2027-06-01' }, price: 25, validFrom: '2027-08-01', compulsoryPaxMin: 1 },
    ]);
    if (!entry) throw new Error('not read');
    expect(isCompulsoryFor(entry, { pax: 2, date: '2027-07-10' })).toBe(false);
  });
});

describe('a validity in the formats a server writes a date (the spec names none)', () => {
  it.each([
    ['a day', '2027-06-01', '2027-06-30'],
    ['a day with a time', '2027-06-01T00:00:00', '2027-06-30 23:59:59'],
    ['a day with a time and zone', '2027-06-01T00:00:00+02:00', '2027-06-30T23:59:59Z'],
    ['the German day of the fares', '01.06.2027', '30.06.2027'],
  ])('%s on the entry limits a compulsory upgrade to it', (_case, validFrom, validUntil) => {
    const [entry] = z.parse(serviceEntryListSchema, [
      { service, price: 25, validFrom, validUntil, compulsoryPaxMin: 1, compulsoryPaxMax: 10 },
    ]);
    if (!entry) throw new Error('not read');
    expect(isCompulsoryFor(entry, { pax: 2, date: '2027-06-30' })).toBe(true);
    expect(isCompulsoryFor(entry, { pax: 2, date: '2027-07-01' })).toBe(false);
    expect(isCompulsoryFor(entry, { pax: 2, date: '2027-05-31' })).toBe(false);
  });

  it('a validity that is no date costs neither the entry nor its list, and limits nothing', () => {
    const entries = z.parse(serviceEntryListSchema, [
      { service, price: 25, validFrom: 'ab Juni', validUntil: 20270630, compulsoryPaxMin: 1 },
      { service: { ...service, id: 2 }, price: 30 },
    ]);
    expect(entries).toHaveLength(2);
    expect(entries[0] && isCompulsoryFor(entries[0], { pax: 2, date: '2027-09-01' })).toBe(true);
  });
});

describe('fares (spec part 2 §3)', () => {
  const segment = (airport: Record<string, unknown>) => ({
    departureDate: '01.06.2027',
    arrivalDate: '01.06.2027',
    carrier: { code: 'LH' },
    flightNumber: 'LH 1',
    departureAirport: airport,
    arrivalAirport: { name: 'Reykjavík', iata: 'KEF' },
  });
  const fare = {
    fareIndex: 0,
    totalPrice: 420,
    totalTime: 300,
    fareHeader: {},
    fareInfoBox: {},
    legs: [
      {
        index: 0,
        connections: [
          {
            connectionIdentifier: { legIndex: 0, connectionIndex: 0 },
            connectionHeader: {
              departureDate: '01.06.2027',
              departure: 'FRA',
              arrival: 'KEF',
              departureDisplayTime: '08:15',
              arrivalDisplayTime: '10:05',
              travelStopps: 0,
              legTravelTime: { hours: 3, minutes: 50 },
            },
            segments: [segment({ name: 'Frankfurt', iata: 'FRA' })],
          },
        ],
      },
    ],
  };

  it('a segment airport named by its iata code is read as its code', () => {
    const reply = z.parse(fareSearchResponseSchema, {
      fareSearchResult: { fareResultID: 7, validUntil: '2027-01-01T12:00:00Z', fares: [fare] },
    });
    const read = reply.fareSearchResult.fares[0]?.legs[0]?.connections[0]?.segments[0];
    expect(read).toMatchObject({ departureAirport: { code: 'FRA' }, arrivalAirport: { code: 'KEF' } });
  });

  it('a request-only search without validUntil is read, with nothing to run out', () => {
    const reply = z.parse(fareSearchResponseSchema, { fareSearchResult: { request: 1, fares: [] } });
    expect(reply.fareSearchResult).toMatchObject({ request: true, validUntil: null, fares: [] });
    expect(fareValidUntil(reply.fareSearchResult.validUntil)).toBeNull();
    expect(fareValidUntil('not a time')).toBeNull();
  });
});

describe('insurance offers (spec part 2 §3 "Offer: id / offerId")', () => {
  it('an offer carrying only offerId is read, that id its id', () => {
    const [offer] = z.parse(insuranceOfferListSchema, [
      { offerId: 'RV-1', name: 'Reiserücktritt', tariffs: { O: { offerId: 'RV-1-O', price: 89 } } },
    ]);
    expect(offer).toMatchObject({ id: 'RV-1', offerId: 'RV-1' });
  });
});

describe('the submit\'s reply (spec part 2 §4 "if a URL is returned the browser goes there")', () => {
  it('a success without a url is a success, confirmed on our own page', () => {
    const reply = z.parse(bookingSubmitResponseSchema, {});
    expect(reply).toEqual({ url: '', bookingNo: null });
    const confirmationUrl = (no: string) => `/booking/confirmation/${no}`;
    expect(submitDestination(reply, { origin: 'https://example.com', confirmationUrl })).toEqual({ kind: 'stay' });
    expect(
      submitDestination({ url: '', bookingNo: 'ASI-1' }, { origin: 'https://example.com', confirmationUrl }),
    ).toEqual({ kind: 'go', url: '/booking/confirmation/ASI-1' });
  });
});

describe('fields a server sends as null where it has nothing (decisions: "may be missing or null")', () => {
  it('texts, lists and objects read as empty', () => {
    expect(z.parse(scheduleListSchema, [schedule({ roomTypeDescription: null })])[0]?.roomTypeDescription).toBe('');
    expect(z.parse(travelSchema, { code: 'X-1', name: 'Reise', countries: null, schedules: null })).toMatchObject({
      countries: [],
      schedules: [],
    });
    expect(z.parse(airportGroupsSchema, { DE: [{ name: 'München', code: 'MUC', city: null }], AT: null })).toEqual({
      DE: [{ name: 'München', code: 'MUC', city: '' }],
      AT: [],
      CH: [],
      IT: [],
      LUX: [],
    });
    const [extension] = z.parse(accommodationListSchema, [{ service, price: 85, additionalData: null }]);
    expect(extension?.additionalData).toMatchObject({ vv: 0, nv: 0 });
    expect(z.safeParse(userSchema, { specialNeeds: null, roles: null, firstname: null }).success).toBe(true);
  });
});
