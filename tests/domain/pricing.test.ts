import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  priceExtension,
  priceExtensions,
  priceRooms,
  priceService,
  priceServices,
  voucherNominal,
  type TotalsInputs,
} from '@/domain/pricing';
import { createExtension, createService, room } from '../support/domain';

describe('rooms (spec part 1 §9 "per-person prices are multiplied"; §3 "-1 means on request")', () => {
  it.each([
    [[], 0, false],
    [[room(2490, 2)], 4980, false],
    [[room(2490, 2), room(2890, 1)], 7870, false],
    [[room(2490, 2), room(-1, 1)], 4980, true],
    [[room(99.999, 1)], 99.999, false],
  ])('%j -> %s (on request: %s)', (rooms, amount, hasOnRequest) => {
    expect(priceRooms(rooms)).toEqual({ amount, hasOnRequest });
  });
});

describe('services (spec part 1 §9 "per-person prices times pax", §3 "-1 on request adds nothing")', () => {
  it.each([
    [createService(49), 3, 147, false, 'per person times pax'],
    [createService(120, { perPerson: false }), 3, 120, false, 'per booking once'],
    [createService(180, { travellerIndex: 1 }), 3, 180, false, "a traveller's own equipment once"],
    [createService(180, { travellerIndex: 0 }), 3, 180, false, 'traveller 0 is a traveller too'],
    [createService(-1), 3, 0, true, 'on request adds nothing'],
    [createService(0), 3, 0, false, 'included'],
  ])('%j for %i travellers -> %s (on request %s): %s', (entry, pax, amount, hasOnRequest, _why) => {
    expect(priceService(entry, pax)).toEqual({ amount, hasOnRequest });
  });

  it('sums a list', () => {
    expect(priceServices([createService(49), createService(-1), createService(25)], 2)).toEqual({
      amount: 148,
      hasOnRequest: true,
    });
  });
});

describe('extensions (decision: price per person and night; spec part 1 §3 vv/nv)', () => {
  it.each([
    [createExtension(80, { vv: 2 }), 2, 320],
    [createExtension(80, { nv: 3 }), 1, 240],
    [createExtension(80, { vv: 1, nv: 2 }), 2, 480],
    [createExtension(150, { nv: 2 }, { perPerson: false }), 3, 300],
    [createExtension(80, { vv: 0, nv: 0 }), 2, 0],
  ])('%j for %i travellers -> %s', (extension, pax, amount) => {
    expect(priceExtension(extension, pax)).toEqual({ amount, hasOnRequest: false });
  });

  it('an extension on request adds nothing and marks the sum', () => {
    expect(priceExtensions([createExtension(-1, { nv: 2 }), createExtension(80, { vv: 2 })], 2)).toEqual({
      amount: 320,
      hasOnRequest: true,
    });
  });
});

const part = (amount: number, hasOnRequest = false) => ({ amount, hasOnRequest });
const base: TotalsInputs = {
  pax: 2,
  rooms: part(4980),
  services: part(0),
  extensions: part(0),
  flight: part(0),
  optOutReduction: 0,
  flexPrice: 0,
  insurancePrice: null,
  voucher: null,
};

describe('totals (spec part 1 §3 totals; part 2 §8 "vouchers apply to the final payment")', () => {
  it.each([
    [
      'rooms only',
      {},
      {
        tripPrice: 4980,
        totalPrice: 4980,
        totalPriceWithoutInsurance: 4980,
        totalPriceWithoutVoucher: 4980,
        totalInsurancePrice: 0,
        voucherValue: 0,
        voucherRemainder: 0,
      },
    ],
    [
      'everything added',
      { services: part(98), extensions: part(320), flight: part(180), flexPrice: 279 },
      { tripPrice: 5857, totalPrice: 5857 },
    ],
    ['the opt-out reduction comes off', { optOutReduction: -760 }, { tripPrice: 4220, totalPrice: 4220 }],
    ['never below zero', { optOutReduction: -9000 }, { tripPrice: 0, totalPrice: 0 }],
    [
      'insurance is in the total, not in the trip price',
      { insurancePrice: 129.5 },
      {
        tripPrice: 4980,
        totalPrice: 5109.5,
        totalPriceWithoutInsurance: 4980,
        totalPriceWithoutVoucher: 5109.5,
        totalInsurancePrice: 129.5,
      },
    ],
    [
      'a voucher amount',
      { voucher: { reduction: 50, percentage: null } },
      {
        totalPrice: 4930,
        totalPriceWithoutVoucher: 4980,
        totalPriceWithoutInsurance: 4930,
        voucherValue: 50,
        voucherRemainder: 0,
      },
    ],
    [
      'a voucher percentage of the trip price',
      { voucher: { reduction: null, percentage: 10 }, insurancePrice: 100 },
      { totalPrice: 4582, totalPriceWithoutVoucher: 5080, voucherValue: 498 },
    ],
    [
      'a voucher larger than the price leaves a remainder',
      { voucher: { reduction: 5000, percentage: null }, rooms: part(1290) },
      { totalPrice: 0, totalPriceWithoutInsurance: 0, voucherValue: 1290, voucherRemainder: 3710 },
    ],
    [
      'a voucher larger than the trip takes from the insurance too',
      { voucher: { reduction: 1350, percentage: null }, rooms: part(1290), insurancePrice: 89 },
      {
        totalPrice: 29,
        totalPriceWithoutInsurance: 0,
        totalPriceWithoutVoucher: 1379,
        voucherValue: 1350,
        voucherRemainder: 0,
      },
    ],
    ['floored to cents', { rooms: part(1000.129), services: part(0.005) }, { tripPrice: 1000.13, totalPrice: 1000.13 }],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(computeTotals({ ...base, ...overrides })).toMatchObject(expected);
  });

  it('is on request when any part is', () => {
    expect(computeTotals({ ...base, services: part(0, true) }).hasOnRequest).toBe(true);
    expect(computeTotals({ ...base, flight: part(0, true) }).hasOnRequest).toBe(true);
    expect(computeTotals({ ...base, extensions: part(0, true) }).hasOnRequest).toBe(true);
    expect(computeTotals({ ...base, rooms: part(0, true) }).hasOnRequest).toBe(true);
    expect(computeTotals(base).hasOnRequest).toBe(false);
  });

  it.each([
    [null, 1000, 0],
    [{ reduction: 50, percentage: 10 }, 1000, 50],
    [{ reduction: 0, percentage: 10 }, 1000, 100],
    [{ reduction: null, percentage: 150 }, 1000, 1000],
    [{ reduction: null, percentage: 0 }, 1000, 0],
    [{ reduction: null, percentage: 3 }, 333.33, 9.99],
  ])('voucher %j on %s is worth %s', (voucher, trip, value) => {
    expect(voucherNominal(voucher, trip)).toBe(value);
  });
});
