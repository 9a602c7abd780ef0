import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchFlights, wholeDates } from '@/api/flights';
import { selectIsOnRequest } from '@/features/pricing/price-selectors';
import { selectFlightPanel } from '@/features/arrival/flight-panel';
import { createTestClient } from '../support/api';
import { bookedStore } from '../support/catalogue-store';
import { mock, TEST_ORIGIN } from '../support/mock-server';

const flight = (start: string, flightNumber: string, departure = `${start}T08:15:00`) => ({
  start,
  outbound: true,
  inbound: false,
  onRequest: false,
  price: 0,
  carrier: 'LH',
  flightNumber,
  position: 0,
  departure: { airport: { code: 'FRA', name: 'Frankfurt' }, date: departure },
  arrival: { airport: { code: 'INN', name: 'Innsbruck' }, date: `${start}T10:05:00` },
});

describe('a flight is shown whole or its date shows none (spec part 2 §3 Flight: departure and arrival dates)', () => {
  const good = flight('2027-06-01', 'LH 1', '2027-06-01T08:15:00');
  it.each([
    ['a German date', '01.06.2027 08:15'],
    ['a day without a time', '2027-06-01'],
    ['an hour the clock does not have', '2027-06-01T25:10:00'],
    ['a day that does not exist', '2027-06-31T08:15:00'],
  ])('%s takes every flight of its date with it; other dates keep theirs', (_case, date) => {
    const broken = flight('2027-06-08', 'LH 9', date as string);
    const sibling = { ...flight('2027-06-08', 'LH 10'), outbound: false, inbound: true };
    expect(wholeDates([good, broken, sibling])?.map((f) => f.flightNumber)).toEqual(['LH 1']);
  });

  it('a flight without its times (spec part 2 §3 names only the airports) is read, and shown without them', () => {
    const undated = {
      ...flight('2027-06-08', 'LH 9'),
      departure: { airport: { code: 'FRA', name: 'Frankfurt', city: null } },
      arrival: { airport: { code: 'INN', name: 'Innsbruck' }, date: null },
    };
    expect(wholeDates([good, undated])?.map((f) => [f.flightNumber, f.departure.date, f.arrival.date])).toEqual([
      ['LH 1', '2027-06-01T08:15:00', '2027-06-01T10:05:00'],
      ['LH 9', null, null],
    ]);
  });

  it('a broken flight whose own day cannot be read leaves the trip without flight data', async () => {
    expect(wholeDates([good, { ...good, start: 20270601 }])).toBeNull();
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/flight/:code`, () => HttpResponse.json([good, { flightNumber: 'X' }])),
    );
    await expect(fetchFlights(createTestClient(), 'GRP-ALPS')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('the chosen date with an unreadable flight: no flight listed, its details follow, the booking is on request (spec part 1 §4)', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const date = store.getState().booking.party.selectedDate ?? '';
    expect(selectIsOnRequest(store.getState())).toBe(false);
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/flight/:code`, () =>
        HttpResponse.json([flight(date, 'LH 5', `${date} 8 Uhr`), { ...flight(date, 'LH 6'), inbound: true }]),
      ),
    );
    const { flights } = await import('@/features/arrival/flights-slice');
    await store.dispatch(flights.fetch('GRP-ALPS'));
    expect(selectFlightPanel(store.getState())).toMatchObject({ options: [], detailsFollow: true });
    expect(selectIsOnRequest(store.getState())).toBe(true);
  });
});
