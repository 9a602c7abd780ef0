import { describe, expect, it } from 'vitest';
import {
  dayOf,
  fareKey,
  fareStops,
  filterByStops,
  fitFare,
  mergeDuplicateFares,
  offeredFares,
  roundFarePrice,
  withChosenConnections,
  type FareFacts,
} from '@/domain/fares';
import { cheapestFare, fareScore, prepareFares, quickestFare, sortFares } from '@/domain/fare-sort';
import { fareValidUntil, isFareExpired } from '@/domain/fare-validity';
import { defaultSearchDates } from '@/domain/flight-control';
import { createFare } from '../support/fares';

const limits = {
  arrivalLatest: '2027-05-10T14:00:00',
  departureEarliest: '2027-05-17T12:00:00',
  lastTicketingDate: '2027-04-10',
  nightsBefore: 0,
  nightsAfter: 0,
};

describe('fares that fit the trip (spec part 2 §5)', () => {
  it.each([
    ['arrives in time, leaves after the earliest departure', createFare(), {}, true],
    ['arrives exactly at the latest', createFare({ arrival: '2027-05-10T14:00:00' }), {}, true],
    ['arrives after the latest allowed arrival', createFare({ arrival: '2027-05-10T14:05:00' }), {}, false],
    ['leaves before the earliest allowed departure', createFare({ returnDeparture: '2027-05-17T11:59:00' }), {}, false],
    [
      'with a pre-extension the arrival must be nights earlier',
      createFare({ arrival: '2027-05-09T11:00:00' }),
      { nightsBefore: 2 },
      false,
    ],
    [
      'arriving two days earlier fits the pre-extension',
      createFare({ arrival: '2027-05-08T11:00:00' }),
      { nightsBefore: 2 },
      true,
    ],
    [
      'with a post-extension the return must be nights later',
      createFare({ returnDeparture: '2027-05-18T15:00:00' }),
      { nightsAfter: 3 },
      false,
    ],
    [
      'returning three days later fits the post-extension',
      createFare({ returnDeparture: '2027-05-20T15:00:00' }),
      { nightsAfter: 3 },
      true,
    ],
    ['no last ticketing date', createFare({ ticketing: null }), {}, false],
    ["ticketing before the schedule's", createFare({ ticketing: '2027-04-09' }), {}, false],
    ["ticketing on the schedule's day", createFare({ ticketing: '2027-04-10' }), {}, true],
    ["ticketing written dd.mm.yyyy, before the schedule's", createFare({ ticketing: '09.04.2027' }), {}, false],
    ["ticketing written dd.mm.yyyy, after the schedule's", createFare({ ticketing: '1.5.2027' }), {}, true],
    ['ticketing unreadable', createFare({ ticketing: 'soon' }), {}, false],
    [
      'the schedule has no limits',
      createFare({ arrival: '2027-05-11T23:00:00' }),
      { arrivalLatest: null, departureEarliest: null, lastTicketingDate: null },
      true,
    ],
  ] as const)('%s -> %s', (_name, fare, overrides, expected) => {
    expect(fitFare(fare, { ...limits, ...overrides }) !== null).toBe(expected);
  });
});

describe('duplicates (spec part 2 §5: same flight numbers; cheaper if more than 50 apart, else later ticketing)', () => {
  const a = createFare({ index: 1, price: 800, ticketing: '2027-04-20', numbers: ['LH 100', 'LH 200'] });
  it.each([
    [
      'more than 50 cheaper wins',
      createFare({ index: 2, price: 749, ticketing: '2027-04-11', numbers: ['LH100', 'LH 200'] }),
      2,
    ],
    [
      'more than 50 dearer loses',
      createFare({ index: 2, price: 851, ticketing: '2027-05-01', numbers: ['LH 100', 'LH 200'] }),
      1,
    ],
    [
      'within 50, the later ticketing wins',
      createFare({ index: 2, price: 840, ticketing: '2027-04-25', numbers: ['LH 100', 'LH 200'] }),
      2,
    ],
    [
      'exactly 50 apart counts as within',
      createFare({ index: 2, price: 750, ticketing: '2027-04-11', numbers: ['LH 100', 'LH 200'] }),
      1,
    ],
    [
      'within 50, the earlier ticketing loses',
      createFare({ index: 2, price: 760, ticketing: '2027-04-15', numbers: ['LH 100', 'LH 200'] }),
      1,
    ],
  ])('%s', (_name, b, kept) => {
    expect(mergeDuplicateFares([a, b]).map((f) => f.fareIndex)).toEqual([kept]);
  });

  it('different flight numbers are different fares', () => {
    expect(mergeDuplicateFares([a, createFare({ index: 3, numbers: ['OS 1', 'OS 2'] })])).toHaveLength(2);
    expect(fareKey(a)).toBe('LH100|LH200');
  });
});

describe('validity (spec part 2 §3, §4: validUntil minus 5 minutes; expired when in the past)', () => {
  it('moves the validity 5 minutes earlier', () => {
    expect(fareValidUntil('2027-05-01T10:30:00.000Z')).toBe('2027-05-01T10:25:00.000Z');
  });
  it.each([
    ['2027-05-01T10:25:00.000Z', '2027-05-01T10:24:59.000Z', false],
    ['2027-05-01T10:25:00.000Z', '2027-05-01T10:25:00.000Z', true],
    [null, '2027-05-01T10:25:00.000Z', false],
  ])('valid until %s, now %s: expired %s', (until, now, expected) => {
    expect(isFareExpired(until, new Date(now))).toBe(expected);
  });
});

describe('best, sorting and stops (spec part 2 §9)', () => {
  const cheapSlow = createFare({ index: 1, price: 500, time: 900, stops: 2, departs: '06:00' });
  const dearFast = createFare({ index: 2, price: 900, time: 200, stops: 0, departs: '12:00' });
  const middle = createFare({ index: 3, price: 650, time: 400, stops: 1, departs: '09:30' });
  const fares = [cheapSlow, dearFast, middle];

  it('cheapest and quickest', () => {
    expect([cheapestFare(fares)?.fareIndex, quickestFare(fares)?.fareIndex, cheapestFare([])]).toEqual([1, 2, null]);
  });

  it.each([
    ['price', [1, 3, 2]],
    ['duration', [2, 3, 1]],
    ['stops', [2, 3, 1]],
    ['time', [1, 3, 2]],
    ['best', [3, 2, 1]],
  ] as const)('sort by %s -> %j', (sort, order) => {
    expect(sortFares(fares, sort).map((f) => f.fareIndex)).toEqual(order);
  });

  it('best weighs 30 euros an hour and 50 a stop', () => {
    expect([fareScore(cheapSlow), fareScore(dearFast), fareScore(middle)]).toEqual([
      500 + 450 + 100,
      900 + 100,
      650 + 200 + 50,
    ]);
  });

  it('sorting never changes the list it is given', () => {
    const copy = [...fares];
    sortFares(fares, 'price');
    expect(fares).toEqual(copy);
  });

  it('ties go to the cheaper, then to the first', () => {
    const same = [
      createFare({ index: 5, price: 700, time: 300 }),
      createFare({ index: 6, price: 600, time: 300 }),
      createFare({ index: 7, price: 600, time: 300 }),
    ];
    expect(sortFares(same, 'duration').map((f) => f.fareIndex)).toEqual([6, 7, 5]);
  });

  it('the cheapest and the quickest are the first of their sort, ties included (the dialog finds them in one pass)', () => {
    // Many ties in price and time: the pass must keep the same order of tie-breaks as the sort.
    const many = Array.from({ length: 40 }, (_, i) =>
      createFare({ index: i, price: 500 + ((i * 7) % 5) * 50, time: 240 + ((i * 3) % 4) * 30 }),
    );
    const shown = (fare: FareFacts) => Math.max(600, fare.totalPrice);
    expect(cheapestFare(many)).toBe(sortFares(many, 'price')[0]);
    expect(cheapestFare(many, shown)).toBe(sortFares(many, 'price', shown)[0]);
    expect(quickestFare(many)).toBe(sortFares(many, 'duration')[0]);
    expect([
      cheapestFare(many)?.fareIndex,
      cheapestFare(many, shown)?.fareIndex,
      quickestFare(many)?.fareIndex,
    ]).toEqual([0, 0, 0]);
    const reversed = [...many].reverse();
    expect(cheapestFare(reversed)).toBe(sortFares(reversed, 'price')[0]);
    expect(quickestFare(reversed)).toBe(sortFares(reversed, 'duration')[0]);
  });

  it.each([
    ['any', [1, 2, 3]],
    ['nonstop', [2]],
    ['max1', [2, 3]],
    ['max2', [1, 2, 3]],
  ] as const)('stop filter %s -> %j', (filter, ids) => {
    expect(filterByStops(fares, filter).map((f) => f.fareIndex)).toEqual(ids);
  });

  it('counts the stops of the leg with the most', () => {
    const mixed = createFare();
    const legs = [
      mixed.legs[0],
      {
        ...mixed.legs[1],
        connections: [
          { ...mixed.legs[1]?.connections[0], connectionHeader: { departureDisplayTime: '15:00', travelStopps: 2 } },
        ],
      },
    ];
    expect(fareStops({ ...mixed, legs } as typeof mixed)).toBe(2);
  });

  it.each([
    [1100.4, 1101],
    [1100, 1100],
    [0.01, 1],
  ])('total %s is rounded up to %s', (price, rounded) => {
    expect(roundFarePrice(price)).toBe(rounded);
  });

  it('prepares the list: allowed, merged, filtered, sorted, rounded', () => {
    const late = createFare({ index: 9, price: 300, arrival: '2027-05-10T20:00:00' });
    const duplicate = createFare({
      index: 4,
      price: 640.2,
      time: 400,
      stops: 1,
      ticketing: '2027-05-01',
      numbers: ['LH 103', 'LH 203'],
    });
    const result = prepareFares([...fares, late, duplicate], { ...limits, stops: 'max1', sort: 'price' });
    expect(result.map((f) => [f.fareIndex, f.totalPrice])).toEqual([
      [4, 641],
      [2, 900],
    ]);
  });
});

const early = {
  connectionHeader: { departureDisplayTime: '08:00', travelStopps: 0 },
  segments: [{ departureDate: '2027-05-10T08:00:00', arrivalDate: '2027-05-10T11:00:00', flightNumber: 'LH 120' }],
};
const late = {
  connectionHeader: { departureDisplayTime: '13:00', travelStopps: 1 },
  segments: [{ departureDate: '2027-05-10T13:00:00', arrivalDate: '2027-05-10T19:00:00', flightNumber: 'OS 7' }],
};
const back = {
  connectionHeader: { departureDisplayTime: '15:00', travelStopps: 0 },
  segments: [{ departureDate: '2027-05-17T15:00:00', arrivalDate: '2027-05-17T18:00:00', flightNumber: 'LH 220' }],
};

/** A fare whose outbound leg has two connections: one arriving in time (nonstop), one too late (1 stop). */
function twoConnections(outbound = [early, late]): FareFacts {
  return {
    ...createFare({ index: 20 }),
    legs: [
      { index: 0, connections: outbound },
      { index: 1, connections: [back] },
    ],
  };
}

describe('connections per leg (spec part 2 §4: choose a connection per leg; §5 window)', () => {
  it('keeps the connections that fit and drops the fare only when a leg has none', () => {
    const fitted = fitFare(twoConnections(), limits);
    expect(fitted?.legs[0]?.connections).toHaveLength(1);
    expect(fitFare(twoConnections([late]), limits)).toBeNull();
  });

  it('the stop filter keeps a fare by its connections within the limit', () => {
    const fare = twoConnections();
    const [nonstop] = filterByStops([fare], 'nonstop');
    expect(nonstop?.legs[0]?.connections.map((c) => c.connectionHeader.travelStopps)).toEqual([0]);
    expect(filterByStops([fare], 'any')[0]).toBe(fare);
    expect(fareStops(fare)).toBe(0);
  });

  it('counts every connection in the duplicate key', () => {
    expect(fareKey(twoConnections())).toBe('LH120,OS7|LH220');
  });

  it.each([
    [
      [0, 0],
      ['LH 120', 'LH 220'],
    ],
    [
      [1, 0],
      ['OS 7', 'LH 220'],
    ],
  ])('choosing %j books those connections', (chosen, numbers) => {
    const booked = withChosenConnections(twoConnections(), chosen);
    expect(booked?.legs.map((leg) => leg.connections.map((c) => c.segments[0]?.flightNumber))).toEqual(
      numbers.map((n) => [n]),
    );
  });

  it.each([[[0]], [[0, 3]], [[]]])('a missing or unknown choice %j books nothing', (chosen) => {
    expect(withChosenConnections(twoConnections(), chosen)).toBeNull();
  });

  it('offered fares are fitted, rounded up and merged', () => {
    const fares = [
      createFare({ index: 1, price: 700.2 }),
      createFare({ index: 2, price: 690, ticketing: '2027-05-02', numbers: ['LH 101', 'LH 201'] }),
      createFare({ index: 3, ticketing: null }),
    ];
    expect(offeredFares(fares, limits).map((f) => [f.fareIndex, f.totalPrice])).toEqual([[2, 690]]);
  });
});

describe('search dates a schedule suggests (spec part 2 §4: changing the schedule re-sets them)', () => {
  it.each([
    [0, 0, '2027-05-10', '2027-05-17'],
    [2, 3, '2027-05-08', '2027-05-20'],
  ])('%s nights before, %s after: %s to %s', (nightsBefore, nightsAfter, outboundDate, inboundDate) => {
    expect(defaultSearchDates({ start: '2027-05-10', end: '2027-05-17', nightsBefore, nightsAfter })).toEqual({
      outboundDate,
      inboundDate,
    });
  });
});

describe('dates as the fare service may write them', () => {
  it.each([
    ['2027-04-10', '2027-04-10'],
    ['2027-04-10T23:59:00', '2027-04-10'],
    ['10.04.2027', '2027-04-10'],
    ['1.4.2027', '2027-04-01'],
    ['', null],
    [null, null],
    ['April', null],
  ])('%j is %j', (text, day) => {
    expect(dayOf(text)).toBe(day);
  });
});

describe('what the customer sees decides (spec part 2 §9 price shown)', () => {
  it('fares at the same price shown go quicker first; the cheapest among them is the quickest', () => {
    const slow = createFare({ index: 1, price: 700, time: 1000 });
    const quick = createFare({ index: 2, price: 880, time: 400 });
    const dear = createFare({ index: 3, price: 1200, time: 300 });
    const shown = (fare: { totalPrice: number }) => Math.max(0, fare.totalPrice - 900);
    expect(sortFares([slow, quick, dear], 'price', shown).map((f) => f.fareIndex)).toEqual([2, 1, 3]);
    expect(cheapestFare([slow, quick, dear], shown)?.fareIndex).toBe(2);
    expect(cheapestFare([slow, quick, dear])?.fareIndex).toBe(1);
  });

  it('a leg offers its best connection first: fewest stops, then the shortest', () => {
    const connection = (number: string, stops: number, hours: number) => ({
      connectionHeader: { departureDisplayTime: '08:00', travelStopps: stops, legTravelTime: { hours, minutes: 0 } },
      segments: [{ departureDate: '2027-05-10T08:00:00', arrivalDate: '2027-05-10T11:00:00', flightNumber: number }],
    });
    const fare = {
      ...createFare(),
      legs: [
        { index: 0, connections: [connection('A', 1, 5), connection('B', 0, 6), connection('C', 0, 4)] },
        createFare().legs[1] ?? { index: 1, connections: [] },
      ],
    };
    expect(fitFare(fare, limits)?.legs[0]?.connections.map((c) => c.segments[0]?.flightNumber)).toEqual([
      'C',
      'B',
      'A',
    ]);
  });
});
