import { describe, expect, it } from 'vitest';
import {
  markOnRequest,
  missingForPrice,
  priceLines,
  pricePerPerson,
  type PriceLine,
  type PriceLineInputs,
} from '@/domain/price-lines';
import { computeTotals, priceExtensions, priceRooms, priceServices } from '@/domain/pricing';
import { createExtension, createService } from '../support/domain';

const named = <T extends { service: object }>(entry: T, name: string) => ({
  ...entry,
  service: { ...entry.service, name },
});
const room = (roomType: string, price: number, persons: number, roomTypeDescription = '') => ({
  schedule: { price, roomType, roomTypeDescription },
  travellers: Array.from({ length: persons }, () => ({})),
});

const base: PriceLineInputs = {
  pax: 3,
  rooms: [],
  compulsories: [],
  services: [],
  extensions: [],
  flight: null,
  optOutReduction: 0,
  flex: null,
  insurance: null,
  voucher: null,
};
const lines = (overrides: Partial<PriceLineInputs>) => priceLines({ ...base, ...overrides });

describe('price lines (spec part 1 §9 per-person prices times pax; part 2 §9 the overview)', () => {
  it.each([
    [
      'rooms of one type make one line with their travellers',
      { rooms: [room('twin', 1000, 2, 'Doppelzimmer'), room('twin', 1000, 2, 'Doppelzimmer')] },
      [{ kind: 'room', roomType: 'twin', name: 'Doppelzimmer', quantity: 4, amount: 4000 }],
    ],
    [
      'a room type without description is named by its code',
      { rooms: [room('single', 1200, 1)] },
      [{ kind: 'room', roomType: 'single', name: 'single', quantity: 1, amount: 1200 }],
    ],
    [
      'a room on request makes its line on request',
      { rooms: [room('twin', 1000, 2), room('twin', -1, 2)] },
      [{ kind: 'room', roomType: 'twin', name: 'twin', quantity: 4, amount: -1 }],
    ],
    [
      'types keep the order they were booked in',
      { rooms: [room('single', 1200, 1), room('twin', 1000, 2)] },
      [
        { kind: 'room', roomType: 'single', name: 'single', quantity: 1, amount: 1200 },
        { kind: 'room', roomType: 'twin', name: 'twin', quantity: 2, amount: 2000 },
      ],
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(lines(overrides)).toEqual(expected);
  });

  it.each([
    ['a per-person service counts every traveller', createService(50), 3, 150],
    ['a service once per booking counts once', createService(80, { perPerson: false }), 1, 80],
    ["a traveller's own entry (equipment) counts once", createService(40, { travellerIndex: 1 }), 1, 40],
    ['a service on request is on request', createService(-1), 3, -1],
  ])('%s', (_name, entry, quantity, amount) => {
    expect(lines({ services: [named(entry, 'Kajak')] })).toEqual([
      { kind: 'service', serviceId: 1, name: 'Kajak', quantity, amount, compulsory: false },
    ]);
  });

  it('compulsory services come before the chosen ones and say so', () => {
    const result = lines({
      compulsories: [named(createService(20), 'Nationalparkgebühr')],
      services: [named(createService(50), 'Kajak')],
    });
    expect(result.map((l) => [l.kind === 'service' && l.name, l.kind === 'service' && l.compulsory])).toEqual([
      ['Nationalparkgebühr', true],
      ['Kajak', false],
    ]);
  });

  it('an extension names its nights before and after the trip', () => {
    expect(lines({ extensions: [named(createExtension(80, { vv: 2, nv: 1 }), 'Reykjavik')] })).toEqual([
      { kind: 'extension', serviceId: 1, name: 'Reykjavik', nights: 3, amount: 720 },
    ]);
  });

  it.each([
    ['no fare: no flight line', { flight: null }, []],
    ['a fare within the included price still shows, at 0', { flight: 0 }, [{ kind: 'flight', amount: 0 }]],
    ['the opt-out reduction when there is one', { optOutReduction: -1050 }, [{ kind: 'optOut', amount: -1050 }]],
    ['the flex tariff when chosen', { flex: 125 }, [{ kind: 'flex', amount: 125 }]],
    [
      'the insurance with its name',
      { insurance: { name: 'Reiserücktritt', price: 89 } },
      [{ kind: 'insurance', name: 'Reiserücktritt', amount: 89 }],
    ],
    [
      'a voucher takes its value off',
      { voucher: { code: 'SOMMER', value: 100 } },
      [{ kind: 'voucher', code: 'SOMMER', amount: -100 }],
    ],
    ['a voucher worth nothing shows no line', { voucher: { code: 'SOMMER', value: 0 } }, []],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(lines(overrides)).toEqual(expected);
  });

  it('the lines add up to the total priced by the same rules', () => {
    const rooms = [room('twin', 1290, 2), room('single', 1590, 1)];
    const services = [named(createService(45), 'Transfer'), named(createService(30, { travellerIndex: 0 }), 'E-Bike')];
    const extensions = [named(createExtension(95, { nv: 2 }), 'Verlängerung')];
    const result = lines({
      rooms,
      services,
      extensions,
      optOutReduction: -300,
      flex: 240,
      insurance: { name: 'Schutz', price: 150 },
      voucher: { code: 'X', value: 100 },
    });
    const totals = computeTotals({
      pax: 3,
      rooms: priceRooms(rooms),
      services: priceServices(services, 3),
      extensions: priceExtensions(extensions, 3),
      flight: { amount: 0, hasOnRequest: false },
      optOutReduction: -300,
      flexPrice: 240,
      insurancePrice: 150,
      voucher: { reduction: 100, percentage: null },
    });
    expect(result.reduce((sum, l) => sum + l.amount, 0)).toBe(totals.totalPrice);
  });
});

describe('each on-request item marked on its own line (spec part 1 §4 reasons; the price box)', () => {
  const all: PriceLine[] = [
    { kind: 'room', roomType: 'twin', name: 'Doppelzimmer', quantity: 2, amount: 2000 },
    { kind: 'room', roomType: 'single', name: 'Einzelzimmer', quantity: 1, amount: -1 },
    { kind: 'service', serviceId: 7, name: 'Walbeobachtung', quantity: 3, amount: 240, compulsory: false },
    { kind: 'service', serviceId: 8, name: 'Kajak', quantity: 3, amount: 150, compulsory: false },
    { kind: 'extension', serviceId: 9, name: 'Reykjavik', nights: 2, amount: 400 },
    { kind: 'flight', amount: 120 },
    { kind: 'insurance', name: 'Schutz', amount: 89 },
    // A voucher of € 1 is a reduction, never on request.
    { kind: 'voucher', code: 'X', amount: -1 },
  ];
  const marked = (reasons: Parameters<typeof markOnRequest>[1]) =>
    markOnRequest(all, reasons)
      .filter((l) => l.onRequest)
      .map((l) => ('name' in l ? l.name : l.kind));

  it('without reasons only a line priced on request, which says it in its price, not beside its name', () => {
    expect(marked([])).toEqual(['Einzelzimmer']);
    expect(markOnRequest(all, []).filter((l) => l.requestBadge)).toEqual([]);
  });

  it('a line a reason names that has a price gets the word beside its name', () => {
    const reasons = [{ cause: 'serviceOnRequest', serviceId: 7, name: 'Walbeobachtung' }] as const;
    expect(
      markOnRequest(all, reasons)
        .filter((l) => l.requestBadge)
        .map((l) => ('name' in l ? l.name : l.kind)),
    ).toEqual(['Walbeobachtung']);
  });

  it('the service, room type and extension a reason names; a reason twice marks once', () => {
    expect(
      marked([
        { cause: 'serviceOnRequest', serviceId: 7, name: 'Walbeobachtung' },
        { cause: 'servicePrice', serviceId: 7, name: 'Walbeobachtung' },
        { cause: 'roomsBeyondAvailability', roomType: 'twin', available: 1 },
        { cause: 'serviceOnRequest', serviceId: 9, name: 'Reykjavik' },
      ]),
    ).toEqual(['Doppelzimmer', 'Einzelzimmer', 'Walbeobachtung', 'Reykjavik']);
  });

  it.each(['flightUpgrade', 'seatReservation', 'alternativeAirport', 'flightRequest'] as const)(
    'the flight for %s',
    (cause) => {
      expect(marked([{ cause }])).toEqual(['Einzelzimmer', 'flight']);
    },
  );

  it('the insurance above its limit', () => {
    expect(marked([{ cause: 'insuranceOnRequest' }])).toEqual(['Einzelzimmer', 'Schutz']);
  });
});

describe('the price box before a room for everyone (spec part 1 §5: no total of the surcharges alone)', () => {
  const rooms = (...persons: number[]) => persons.map((n) => ({ travellers: Array.from({ length: n }) }));
  it.each([
    ['nothing chosen', { hasDate: false, pax: null, rooms: [] }, ['date', 'pax', 'rooms']],
    ['a date', { hasDate: true, pax: null, rooms: [] }, ['pax', 'rooms']],
    ['a date and 3 travellers', { hasDate: true, pax: 3, rooms: [] }, ['rooms']],
    ['2 of 3 in a room', { hasDate: true, pax: 3, rooms: rooms(2) }, ['rooms']],
    ['everyone in a room', { hasDate: true, pax: 3, rooms: rooms(2, 1) }, []],
  ] as const)('%s: missing %j', (_name, facts, expected) => {
    expect(missingForPrice(facts)).toEqual(expected);
  });
});

describe('the price per person', () => {
  it('divides the total, floored to cents', () => {
    expect(pricePerPerson(1000, 3)).toBe(333.33);
    expect(pricePerPerson(4812, 2)).toBe(2406);
  });
  it('none for one traveller or none chosen', () => {
    expect(pricePerPerson(1000, 1)).toBeNull();
    expect(pricePerPerson(1000, null)).toBeNull();
  });
});
