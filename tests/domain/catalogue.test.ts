import { describe, expect, it } from 'vitest';
import {
  countDates,
  sharedGuide,
  sharedPriceRoom,
  calendarDays,
  cheapestPrice,
  fromPrice,
  groupByMonth,
  incompleteDates,
  isPreselectable,
  isDateIncomplete,
  leadSchedule,
  schedulesByDate,
  salesBubbles,
  scheduleItemState,
} from '@/domain/catalogue';
import { isQualifyingRating, ratingSummary, ratingsToShow, shortenRating } from '@/domain/ratings';

const s = (overrides: Partial<{ maxPax: number; diffPax: number; guaranteed: boolean; bookable: boolean }> = {}) => ({
  maxPax: 12,
  diffPax: 10,
  guaranteed: false,
  bookable: true,
  ...overrides,
});

describe('sales bubbles (spec part 1 §9)', () => {
  it.each([
    ['nothing special', s(), 1, []],
    ['guaranteed', s({ guaranteed: true }), 1, [{ kind: 'guaranteed' }]],
    ['almost full under 4 places', s({ diffPax: 3 }), 1, [{ kind: 'almostFull', placesLeft: 3 }]],
    ['4 places is not almost full but popular', s({ diffPax: 4 }), 1, [{ kind: 'popular' }]],
    ['popular under 8', s({ diffPax: 7 }), 1, [{ kind: 'popular' }]],
    ['8 places: no bubble', s({ diffPax: 8 }), 1, []],
    ['only when maxPax above 4', s({ maxPax: 4, diffPax: 1, guaranteed: true }), 1, []],
    ['1 missing for the guarantee', s({ diffPax: 9 }), 4, [{ kind: 'deltaToGuarantee', missing: 1 }]],
    ['2 missing for the guarantee', s({ diffPax: 10 }), 4, [{ kind: 'deltaToGuarantee', missing: 2 }]],
    ['3 missing: no delta bubble', s({ diffPax: 11 }), 4, []],
    ['guaranteed shows no delta', s({ diffPax: 10, guaranteed: true }), 4, [{ kind: 'guaranteed' }]],
    ['sold out: none', s({ diffPax: 0, bookable: false }), 1, []],
  ] as const)('%s', (_name, schedule, minGroup, bubbles) => {
    expect(salesBubbles(schedule, minGroup)).toEqual(bubbles);
  });
});

describe('a date whose rooms came incomplete is offered only whole', () => {
  it('the days the broken entries name; one naming none makes every date incomplete', () => {
    const some = incompleteDates(['2027-05-10', '2027-05-10']);
    expect(isDateIncomplete(some, '2027-05-10')).toBe(true);
    expect(isDateIncomplete(some, '2027-05-10T00:00:00')).toBe(true);
    expect(isDateIncomplete(some, '2027-05-17')).toBe(false);
    expect(isDateIncomplete(incompleteDates(['']), '2027-05-17')).toBe(true);
    expect(isDateIncomplete(incompleteDates([]), '2027-05-10')).toBe(false);
  });
});

describe('schedule item state (spec part 1 §2)', () => {
  it.each([
    [{ bookable: true, onRequest: false, diffPax: 5 }, 'select'],
    [{ bookable: true, onRequest: true, diffPax: 5 }, 'select'],
    [{ bookable: false, onRequest: true, diffPax: 5 }, 'request'],
    [{ bookable: false, onRequest: false, diffPax: 0 }, 'full'],
    [{ bookable: false, onRequest: false, diffPax: 4 }, 'inactive'],
  ])('%j -> %s', (schedule, state) => {
    expect(scheduleItemState(schedule)).toBe(state);
  });
});

describe('calendar days (spec part 1 §2, §5: from 10 days ahead, bookable or on request, the minimum price of the day)', () => {
  const day = (start: string, price: number, bookable = true, onRequest = false, roomType = 'single') => ({
    start,
    price,
    bookable,
    onRequest,
    roomType,
  });
  it('lists selectable days with their cheapest price, sorted', () => {
    const days = calendarDays(
      schedulesByDate([
        day('2026-12-05', 2290),
        day('2026-12-05', 1890),
        day('2026-12-01', 1990),
        day('2026-11-30', 1500),
        day('2026-12-02', 1990, false, false),
        day('2026-12-03', 2100, false, true),
        day('2026-12-04', -1, false, true),
      ]),
      '2026-11-21',
    );
    const single = { roomType: 'single', description: '' };
    expect(days).toEqual([
      { date: '2026-12-01', priceFrom: { price: 1990, room: single }, bookable: true },
      { date: '2026-12-03', priceFrom: { price: 2100, room: single }, bookable: false },
      { date: '2026-12-04', priceFrom: { price: -1, room: null }, bookable: false },
      { date: '2026-12-05', priceFrom: { price: 1890, room: single }, bookable: true },
    ]);
  });

  it("spec part 1 §2: a day's price is its lowest, naming the room where it is not the twin room", () => {
    expect(
      calendarDays(
        schedulesByDate([day('2027-01-10', 2490, true, false, 'twin'), day('2027-01-10', 2390, true, false, 'triple')]),
        '2026-11-21',
      ),
    ).toEqual([
      { date: '2027-01-10', priceFrom: { price: 2390, room: { roomType: 'triple', description: '' } }, bookable: true },
    ]);
  });

  it('a day with a bookable and an on-request schedule is bookable', () => {
    expect(
      calendarDays(schedulesByDate([day('2027-01-10', 900, false, true), day('2027-01-10', 1000)]), '2026-11-21'),
    ).toEqual([
      { date: '2027-01-10', priceFrom: { price: 900, room: { roomType: 'single', description: '' } }, bookable: true },
    ]);
  });

  it('counts only the schedules kept (the single-room filter): a day without one left is not selectable', () => {
    const byDate = schedulesByDate([
      { ...day('2027-01-10', 900), single: false },
      { ...day('2027-01-11', 1200), single: true },
      { ...day('2027-01-11', 800), single: false },
    ]);
    expect(calendarDays(byDate, '2026-11-21', (s) => s.single)).toEqual([
      { date: '2027-01-11', priceFrom: { price: 1200, room: { roomType: 'single', description: '' } }, bookable: true },
    ]);
  });

  it('the lead time is 10 days: the 10th day ahead is selectable, the 9th not', () => {
    expect(
      calendarDays(schedulesByDate([day('2026-11-30', 900), day('2026-12-01', 950)]), '2026-11-21').map((d) => d.date),
    ).toEqual(['2026-12-01']);
  });
});

describe('ratings (spec part 1 §9)', () => {
  const text = 'Eine wunderbare Reise mit viel Natur.';
  it.each([
    [{ nps: 7, description: text }, true],
    [{ nps: 6, description: text }, false],
    [{ nps: 10, description: '0123456789' }, false],
    [{ nps: 10, description: '01234567890' }, true],
    [{ nps: 10, description: '   kurz   ' }, false],
  ])('%j qualifies: %s', (rating, expected) => {
    expect(isQualifyingRating(rating)).toBe(expected);
  });

  it.each([
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(101), `${'a'.repeat(100)}…`],
    ['  kurz und gut  ', 'kurz und gut'],
  ])('shortens %j', (input, expected) => {
    expect(shortenRating(input)).toBe(expected);
  });

  it('8 qualifying show the real ones, shortened; 7 show the defaults', () => {
    const good = Array.from({ length: 8 }, (_, i) => ({ nps: 9, description: `${text} ${'x'.repeat(i * 20)}`, id: i }));
    const bad = { nps: 3, description: text, id: 99 };
    const shown = ratingsToShow([...good, bad]);
    expect(shown.kind).toBe('real');
    if (shown.kind === 'real') {
      expect(shown.ratings.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(shown.ratings.every((r) => r.description.length <= 101)).toBe(true);
    }
    expect(ratingsToShow([...good.slice(0, 7), bad])).toEqual({ kind: 'defaults' });
  });
});

describe('the stars beside the title (spec part 1 §9 threshold; decision: NPS 0–10 on 5 stars)', () => {
  const text = 'Eine wunderbare Reise mit viel Natur.';
  const rated = (nps: number) => ({ nps, description: text });

  it('averages every scored rating, the low ones too, on a scale of 5', () => {
    const ratings = [...Array.from({ length: 8 }, () => rated(10)), rated(2), rated(0)];
    // (8 × 10 + 2 + 0) / 10 = 8.2 of 10 → 4.1 of 5
    expect(ratingSummary(ratings)).toEqual({ stars: 4.1, count: 10 });
  });

  it('rounds to a tenth', () => {
    expect(ratingSummary([...Array.from({ length: 8 }, () => rated(9)), rated(8), rated(8), rated(8)])).toEqual({
      stars: 4.4,
      count: 11,
    });
  });

  it('none while fewer than 8 qualify, however many there are', () => {
    expect(
      ratingSummary([...Array.from({ length: 7 }, () => rated(10)), ...Array.from({ length: 30 }, () => rated(3))]),
    ).toBeNull();
    expect(ratingSummary([])).toBeNull();
  });

  it('none when no rating has a score from 0 to 10 (a reply on another scale): never NaN stars', () => {
    expect(ratingSummary(Array.from({ length: 8 }, () => rated(70)))).toBeNull();
  });

  it('leaves out broken ratings and scores outside 0 to 10', () => {
    const ratings = [...Array.from({ length: 8 }, () => rated(8)), null, rated(11), rated(-1), rated(Number.NaN)];
    expect(ratingSummary(ratings)).toEqual({ stars: 4, count: 8 });
  });
});

describe('the lead schedule of a date (spec part 1 §2: one row, one calendar day, one click)', () => {
  const sc = (id: number, price: number, bookable: boolean, onRequest = false) => ({
    id,
    start: '2027-05-01',
    price,
    bookable,
    onRequest,
  });
  it.each([
    ['no schedules', [], null],
    ['the only one', [sc(1, 900, false)], 1],
    ['bookable before on request, even dearer', [sc(1, 800, false, true), sc(2, 900, true)], 2],
    ['on request before sold out, even dearer', [sc(1, 800, false), sc(2, 900, false, true)], 2],
    [
      'a cheaper one on request listed later does not win over a bookable one',
      [sc(1, 900, true), sc(2, 800, false, true)],
      1,
    ],
    ['the cheapest bookable', [sc(1, 1200, true), sc(2, 900, true), sc(3, 1000, true)], 2],
    ['a known price before an unknown one (-1)', [sc(1, -1, true), sc(2, 1500, true)], 2],
    ['equal prices keep the first listed', [sc(1, 900, true), sc(2, 900, true)], 1],
    ['all unknown keep the first listed', [sc(1, -1, false), sc(2, -1, false)], 1],
  ] as const)('%s', (_name, list, id) => {
    expect(leadSchedule(list)?.id ?? null).toBe(id);
  });

  it('groups schedules by date, dates sorted, each date keeping its listed order', () => {
    const byDate = schedulesByDate([
      { start: '2027-06-01', id: 1 },
      { start: '2027-05-01', id: 2 },
      { start: '2027-06-01', id: 3 },
    ]);
    expect([...byDate.keys()]).toEqual(['2027-05-01', '2027-06-01']);
    expect(byDate.get('2027-06-01')?.map((s) => s.id)).toEqual([1, 3]);
  });

  it.each([
    [[{ price: 900 }, { price: 700 }, { price: -1 }], 700],
    [[{ price: -1 }, { price: -1 }], -1],
    [[], -1],
    [[{ price: 0 }], 0],
  ])('the cheapest known price of %j is %s', (list, price) => {
    expect(cheapestPrice(list)).toBe(price);
  });

  const triple = { price: 2390, roomType: 'triple', roomTypeDescription: 'Dreibettzimmer' };
  it.each([
    [
      'the lowest, the triple, named (the note says "pro Person im Doppelzimmer")',
      [{ price: 2490, roomType: 'twin' }, triple, { price: 2890, roomType: 'single' }],
      { price: 2390, room: { roomType: 'triple', description: 'Dreibettzimmer' } },
    ],
    [
      "the twin room's, not named, when it is the lowest",
      [
        { price: 2490, roomType: 'twin' },
        { price: 2890, roomType: 'single' },
      ],
      { price: 2490, room: null },
    ],
    [
      'the twin room on a tie: not named',
      [
        { price: 2390, roomType: 'triple' },
        { price: 2390, roomType: 'twin' },
      ],
      { price: 2390, room: null },
    ],
    [
      "the twin cabin's on a cruise, not named",
      [
        { price: 3100, roomType: 'twinCabin' },
        { price: 3300, roomType: 'suite' },
      ],
      { price: 3100, room: null },
    ],
    [
      'a shared room below the twin room',
      [
        { price: 1290, roomType: 'twin' },
        { price: 990, roomType: 'MBZ' },
      ],
      { price: 990, room: { roomType: 'MBZ', description: '' } },
    ],
    [
      'the lowest when the twin room is on request',
      [{ price: -1, roomType: 'twin' }, triple],
      { price: 2390, room: { roomType: 'triple', description: 'Dreibettzimmer' } },
    ],
    ['on request when nothing has a price', [{ price: -1, roomType: 'twin' }], { price: -1, room: null }],
  ] as const)('"Preis ab" is the minimum schedule price (spec part 1 §2): %s', (_name, list, expected) => {
    expect(fromPrice(list)).toEqual(expected);
  });
});

describe('the room all the dates are advertised in, said once (decision: the price names its room)', () => {
  const triple = { roomType: 'triple', description: '' };
  it.each([
    [
      'every priced date in the triple room',
      [
        { price: 2390, room: triple },
        { price: 2490, room: triple },
        { price: -1, room: null },
      ],
      triple,
    ],
    [
      'one date in the twin room',
      [
        { price: 2390, room: triple },
        { price: 2490, room: null },
      ],
      null,
    ],
    [
      'two rooms',
      [
        { price: 2390, room: triple },
        { price: 990, room: { roomType: 'MBZ', description: '' } },
      ],
      null,
    ],
    ['a single date (its price says it)', [{ price: 2390, room: triple }], null],
    ['no priced date', [{ price: -1, room: null }], null],
  ] as const)('%s', (_name, prices, shared) => {
    expect(sharedPriceRoom(prices)).toEqual(shared);
  });
});

describe('the guide every date shares, named once on a phone (decision: compact date list)', () => {
  const anna = { firstname: 'Anna', lastname: 'Huber' };
  const ben = { firstname: 'Ben', lastname: 'Huber' };
  it.each([
    ['every date with the same guide', [anna, { ...anna }, anna], anna],
    ['one date with another guide', [anna, ben, anna], null],
    ['one date without a guide yet', [anna, undefined, anna], null],
    ['a single date (its row says it)', [anna], null],
    ['no dates', [], null],
  ] as const)('%s', (_case, guides, shared) => {
    expect(sharedGuide(guides)).toEqual(shared);
  });
});

describe('the date list by month (decision: compact date list)', () => {
  it('keeps the order of the dates and starts a group at each new month, across a new year', () => {
    const dates = ['2026-12-18', '2027-01-08', '2027-01-29', '2027-02-19'];
    expect(groupByMonth(dates, (d) => d)).toEqual([
      { month: '2026-12', items: ['2026-12-18'] },
      { month: '2027-01', items: ['2027-01-08', '2027-01-29'] },
      { month: '2027-02', items: ['2027-02-19'] },
    ]);
  });

  it('gives no groups for no dates', () => {
    expect(groupByMonth([], (d: string) => d)).toEqual([]);
  });
});

describe('a date the address may choose (spec part 1 §2 preselection, §5 calendar from 10 days ahead)', () => {
  const today = '2026-11-28';
  const date = (start: string, bookable = true, onRequest = false) => ({ start, bookable, onRequest });
  it.each([
    ['a group date tomorrow', date('2026-11-29'), true, true],
    ['a calendar date tomorrow: nearer than the calendar offers', date('2026-11-29'), false, false],
    ['a calendar date 10 days ahead', date('2026-12-08'), false, true],
    ['a sold-out date', date('2027-05-01', false), true, false],
    ['a date on request', date('2027-05-01', false, true), true, true],
  ])('%s', (_case, schedule, isGroup, preselectable) => {
    expect(isPreselectable(schedule, { isGroup, today })).toBe(preselectable);
  });
});

describe("'Termin ändern' shows only if more than one date exists (spec part 1 §2), whichever year is listed", () => {
  it("counts the trip's dates of every year with the listed ones, each day once", () => {
    const trip = [{ start: '2026-12-19' }, null, { start: '2027-01-09' }, { start: '2027-01-30' }];
    // One year listed (one date in it): the trip still has three.
    expect(countDates(trip, ['2026-12-19'])).toBe(3);
    // The same day with a time is one day.
    expect(countDates([{ start: '2027-01-09T00:00:00' }], ['2027-01-09'])).toBe(1);
    // The trip's own list not loaded: the listed dates count.
    expect(countDates([], ['2027-01-09', '2027-01-30'])).toBe(2);
  });
});
