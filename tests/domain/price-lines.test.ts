import { describe, expect, it } from 'vitest';
import { priceLines, type PriceLineInputs } from '@/domain/price-lines';
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
      { kind: 'service', name: 'Kajak', quantity, amount, compulsory: false },
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
      { kind: 'extension', name: 'Reykjavik', nights: 3, amount: 720 },
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
