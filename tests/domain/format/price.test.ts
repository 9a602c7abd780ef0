import { describe, expect, it } from 'vitest';
import { floorToCents, formatDayPrice, formatPrice, isPriceOnRequest } from '@/domain/format';

const onRequest = 'auf Anfrage';

describe('formatPrice (spec part 1 §9 price format)', () => {
  it.each([
    [1234, '€\u00a01.234,–', 'whole amounts end in ",–" with a dot for thousands'],
    [1234.56, '€\u00a01.234,56', 'comma decimals'],
    [1234.5, '€\u00a01.234,50', 'two decimal places'],
    [0, '€\u00a00,–', 'zero is a whole amount'],
    [0.07, '€\u00a00,07', 'cents below ten are padded'],
    [999, '€\u00a0999,–', 'no separator below a thousand'],
    [1234567.8, '€\u00a01.234.567,80', 'every thousand is grouped'],
    [-50, '-€\u00a050,–', 'negatives get a leading minus'],
    [-1234.5, '-€\u00a01.234,50', 'negative with decimals'],
    [12.349, '€\u00a012,34', 'floored to cents, never rounded up'],
    [0.29, '€\u00a00,29', 'binary noise does not lose a cent'],
    [-1, onRequest, '-1 is "auf Anfrage"'],
    [null, onRequest, 'missing is "auf Anfrage"'],
    [undefined, onRequest, 'undefined is "auf Anfrage"'],
    [Number.NaN, onRequest, 'not a number is "auf Anfrage"'],
  ])('%s -> %s (%s)', (price, expected, _why) => {
    expect(formatPrice(price, onRequest)).toBe(expected);
  });

  it('binds the euro sign to its amount with a no-break space, so a price never parts at a line end', () => {
    expect(formatPrice(1006, onRequest)).toMatch(/^€\u00a01\.006,–$/);
    expect(formatPrice(1006, onRequest)).not.toContain(' ');
  });

  it('uses the label it is given for on-request prices (translated by the caller)', () => {
    expect(formatPrice(-1, 'on request')).toBe('on request');
  });

  it('a reduction of € 1 is € 1 off, not on request; missing stays on request', () => {
    expect(formatPrice(-1, 'on request', { amountOnly: true })).toBe('-€\u00a01,–');
    expect(formatPrice(null, 'on request', { amountOnly: true })).toBe('on request');
  });
});

describe('floorToCents (spec part 1 §9 "Prices floored to cents")', () => {
  it.each([
    [10.999, 10.99],
    [1.1, 1.1],
    [0.29, 0.29],
    [-0.015, -0.02],
    [100, 100],
  ])('%s -> %s', (amount, expected) => {
    expect(floorToCents(amount)).toBe(expected);
  });
});

describe('isPriceOnRequest (spec part 1 §3 "Price -1 means on request")', () => {
  it.each([
    [-1, true],
    [null, true],
    [undefined, true],
    [0, false],
    [-2, false],
    [15, false],
  ])('%s -> %s', (price, expected) => {
    expect(isPriceOnRequest(price)).toBe(expected);
  });
});

describe("a calendar day's price (spec part 1 §2 'minimum price of the day as from'; decision: the € said once)", () => {
  it.each([
    [1890, '1.890'],
    [1890.5, '1.890,50'],
    [1890.509, '1.890,50'],
    [790, '790'],
  ])('%s reads %s, its cents kept', (price, text) => {
    expect(formatDayPrice(price)).toBe(text);
  });

  it.each([-1, null, undefined, Number.NaN])('%s is on request: no amount', (price) => {
    expect(formatDayPrice(price)).toBeNull();
  });
});
