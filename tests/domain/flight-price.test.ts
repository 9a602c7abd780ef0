import { describe, expect, it } from 'vitest';
import { flightOptOutReduction, flightPriceShown } from '@/domain/flight-price';

const facts = { flightPriceCents: 35000, transferReductionStart: 0, transferReductionEnd: 0, pax: 2, noFlight: true };

describe('flight opt-out reduction (spec part 1 §9: minus flightPrice/100 and the transfer reductions per person, unless mode 5 or 6)', () => {
  it.each([
    [0, {}, -700],
    [1, {}, -700],
    [2, { transferReductionStart: 30, transferReductionEnd: -20 }, -800],
    [4, { pax: 3, flightPriceCents: 10050 }, -301.5],
    [5, {}, 0],
    [6, {}, 0],
    [0, { noFlight: false }, 0],
    [0, { flightPriceCents: 0 }, 0],
    [null, {}, -700],
  ] as const)('mode %s with %j -> %s', (flightControl, overrides, expected) => {
    expect(flightOptOutReduction({ ...facts, flightControl, ...overrides })).toBe(expected);
  });
});

describe('flight price shown (spec part 2 §9: fare total minus flightPrice times pax / 100, rounded up; 20 or less is 0)', () => {
  it.each([
    [1100.4, 45000, 2, 201],
    [920, 45000, 2, 0],
    [921, 45000, 2, 21],
    [900, 45000, 2, 0],
    [500, 45000, 2, 0],
    [1200, 0, 3, 1200],
    [1020.01, 50000, 2, 21],
  ])('fare %s, included %s cents, %i travellers -> %s', (fareTotal, flightPriceCents, pax, expected) => {
    expect(flightPriceShown({ fareTotal, flightPriceCents, pax })).toBe(expected);
  });
});
