import { describe, expect, it } from 'vitest';
import { arrivalSummary, fareArrivalFlights, travellerNames } from '@/domain/overview';

const flight = (position: number, flightNumber: string) => ({
  carrier: 'LH',
  flightNumber,
  position,
  departure: { airport: { code: 'MUC', name: 'München' }, date: '2027-06-01T08:00:00' },
  arrival: { airport: { code: 'KEF', name: 'Keflavík' }, date: '2027-06-01T11:00:00' },
});
const none = {
  noFlight: false,
  flights: [],
  flightPosition: null,
  fare: null,
  request: false,
  alternativeAirport: null,
  extensions: [],
};
const extension = { additionalData: { vv: 2, nv: 0 } };

describe('the arrival on step 3 (spec part 2 §4 "Overview flights show on request when a pre- or post-extension exists")', () => {
  it.each([
    ['own arrival', { noFlight: true, flights: [flight(0, 'LH1')] }, { kind: 'own' }],
    ['a trip without flight', {}, { kind: 'none' }],
    [
      "the flight dates entered where the flight is the person's to book",
      { ownDates: { outbound: '2027-06-01', inbound: '2027-06-10' } },
      { kind: 'ownDates', outbound: '2027-06-01', inbound: '2027-06-10' },
    ],
    ['own dates half entered: none yet', { ownDates: { outbound: '2027-06-01', inbound: null } }, { kind: 'none' }],
    [
      'a fare from the search',
      { fare: [flight(0, 'RJ 12')] },
      { kind: 'fare', flights: [flight(0, 'RJ 12')], onRequest: false },
    ],
    [
      'a fare with an extension is on request',
      { fare: [flight(0, 'RJ 12')], extensions: [extension] },
      { kind: 'fare', flights: [flight(0, 'RJ 12')], onRequest: true },
    ],
    [
      'a flight request from an airport',
      { request: true, alternativeAirport: 'VIE' },
      { kind: 'request', airport: 'VIE' },
    ],
    ['an alternative airport alone is a request', { alternativeAirport: 'ZRH' }, { kind: 'request', airport: 'ZRH' }],
    [
      "the trip's one flight position",
      { flights: [flight(0, 'LH1'), flight(0, 'LH2')] },
      { kind: 'flights', flights: [flight(0, 'LH1'), flight(0, 'LH2')], onRequest: false },
    ],
    [
      'the chosen of several positions',
      { flights: [flight(0, 'LH1'), flight(1, 'OS5')], flightPosition: 1, extensions: [extension] },
      { kind: 'flights', flights: [flight(1, 'OS5')], onRequest: true },
    ],
    [
      'several positions, none chosen: the first',
      { flights: [flight(1, 'OS5'), flight(0, 'LH1')] },
      { kind: 'flights', flights: [flight(0, 'LH1')], onRequest: false },
    ],
    [
      'a chosen position that no longer exists: the first',
      { flights: [flight(0, 'LH1'), flight(1, 'OS5')], flightPosition: 4 },
      { kind: 'flights', flights: [flight(0, 'LH1')], onRequest: false },
    ],
  ])('%s', (_case, facts, expected) => {
    expect(arrivalSummary({ ...none, ...facts })).toEqual(expected);
  });
});

describe('travellers by name (spec part 2 §3 "Traveller")', () => {
  it('lists the customer first, trims and skips empty parts', () => {
    expect(
      travellerNames({ firstname: ' Erika ', lastname: 'Muster' }, [
        { firstname: 'Max', lastname: '' },
        { firstname: '', lastname: '' },
      ]),
    ).toEqual(['Erika Muster', 'Max', '']);
  });
});

describe('a chosen fare on step 3: its flights segment by segment', () => {
  it('lists every segment of the chosen connections', () => {
    const segment = (number: string, from: string, to: string) => ({
      departureDate: '2027-06-01T06:00:00',
      arrivalDate: '2027-06-01T09:00:00',
      flightNumber: number,
      carrier: { code: number.slice(0, 2) },
      departureAirport: { code: from, name: from },
      arrivalAirport: { code: to, name: to },
    });
    const fare = {
      legs: [
        { connections: [{ segments: [segment('LH 1', 'MUC', 'IST'), segment('TK 2', 'IST', 'AMM')] }] },
        { connections: [{ segments: [segment('RJ 3', 'AMM', 'MUC')] }] },
      ],
    };
    expect(
      fareArrivalFlights(fare).map(
        (f) => `${f.carrier}:${f.flightNumber} ${f.departure.airport.code}-${f.arrival.airport.code}`,
      ),
    ).toEqual(['LH:LH 1 MUC-IST', 'TK:TK 2 IST-AMM', 'RJ:RJ 3 AMM-MUC']);
  });
});
