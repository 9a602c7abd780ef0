import { describe, expect, it } from 'vitest';
import { FLEX_FACTS, flexPrice, flexRefundPercent, hasFlexError, isFlexOffered } from '@/domain/flex';
import { flexVariantOf } from '@/domain/flex-variant';

const today = '2026-11-21';
const offer = { start: '2027-01-15', today, onRequest: false, hasInsurance: false, isPartner: false, isBroker: false };

describe('flex tariff (spec part 2 §9)', () => {
  it.each([
    [4980, 249],
    [1290, 65],
    [1289, 64],
    [0, 0],
    [5857.5, 293],
  ])('5 %% of %s rounded is %s', (price, expected) => {
    expect(flexPrice(price)).toBe(expected);
  });

  it.each([
    ['more than 31 days ahead', {}, true],
    ['32 days ahead', { start: '2026-12-23' }, true],
    ['31 days ahead', { start: '2026-12-22' }, false],
    ['on request', { onRequest: true }, false],
    ['with an insurance', { hasInsurance: true }, false],
    ['a partner trip', { isPartner: true }, false],
    ['a broker trip', { isBroker: true }, false],
    ['no date yet', { start: null }, false],
  ] as const)('offered %s: %s', (_name, overrides, expected) => {
    expect(isFlexOffered({ ...offer, ...overrides })).toBe(expected);
  });

  it.each([
    [40, false, 25],
    [31, false, 25],
    [30, false, 0],
    [41, true, 60],
    [40, true, 0],
  ])('cancelled %i days before (cruise %s): %i %% back', (daysBefore, isCruise, percent) => {
    expect(flexRefundPercent({ daysBefore, isCruise })).toBe(percent);
  });

  it('states the facts of the FAQ', () => {
    expect(FLEX_FACTS).toMatchObject({
      freeUntilDaysBefore: 31,
      maxRefundPercent: 75,
      feesFromDaysBefore: 30,
      changeFeePerPerson: 50,
    });
  });

  it.each([
    [true, null, 'A', true],
    [true, null, 'B', false],
    [true, null, 'C', false],
    [true, false, 'A', false],
    [true, true, 'A', false],
    [false, null, 'A', false],
  ] as const)(
    'offered %s, chosen %s, variant %s: flex error %s (spec part 2 §5)',
    (offered, chosen, variant, expected) => {
      expect(hasFlexError({ offered, chosen, variant })).toBe(expected);
    },
  );
});

describe('flex experiment variant (spec part 2 §9 "Experiment variants A, B, C")', () => {
  it.each([
    [{ query: null, configured: null }, 'A'],
    [{ query: 'b', configured: null }, 'B'],
    [{ query: null, configured: 'C' }, 'C'],
    [{ query: ' c ', configured: 'B' }, 'C'],
    [{ query: 'X', configured: 'B' }, 'B'],
    [{ query: '', configured: 'Z' }, 'A'],
  ])('%j -> %s', (input, variant) => {
    expect(flexVariantOf(input)).toBe(variant);
  });
});
