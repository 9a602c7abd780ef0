import { describe, expect, it } from 'vitest';
import {
  additionalTravellerCount,
  compulsoryUpgrades,
  isCompulsoryFor,
  maximumPax,
  minimumPax,
  validatePax,
} from '@/domain/pax';

describe('party size (spec part 1 §5)', () => {
  it.each([
    [{ minPax: 2, isGroup: false }, 2, 'the travel minimum if not a group trip'],
    [{ minPax: 4, isGroup: true }, 1, 'else 1'],
    [{ minPax: 0, isGroup: false }, 1, 'never below 1'],
  ])('minimum of %j is %i (%s)', (travel, min, _why) => {
    expect(minimumPax(travel)).toBe(min);
  });

  it.each([
    [{ maxPax: 12 }, 12],
    [{ maxPax: 0 }, 10],
    [null, 10],
  ])('maximum of %j is %i (10 when that is 0)', (schedule, max) => {
    expect(maximumPax(schedule)).toBe(max);
  });

  it.each([
    ['', { error: { key: 'required' } }],
    ['  ', { error: { key: 'required' } }],
    ['zwei', { error: { key: 'notNumeric' } }],
    ['2.5', { error: { key: 'notNumeric' } }],
    ['-1', { error: { key: 'notNumeric' } }],
    ['1', { error: { key: 'belowMin', value: 2 } }],
    ['13', { error: { key: 'aboveMax', value: 12 } }],
    ['2', { pax: 2 }],
    [' 12 ', { pax: 12 }],
  ])('%j with min 2 and max 12 gives %j', (input, expected) => {
    expect(validatePax(input, 2, 12)).toEqual(expected);
  });
});

describe('additional travellers and compulsory upgrades (spec part 1 §4, §9)', () => {
  it.each([
    [null, 0],
    [1, 0],
    [2, 1],
    [10, 9],
  ])('pax %s keeps %i additional travellers', (pax, count) => {
    expect(additionalTravellerCount(pax)).toBe(count);
  });

  const tax = { compulsoryPaxMin: 2, compulsoryPaxMax: 8, validFrom: '2027-01-01', validUntil: '2027-12-31' };
  it.each([
    ['inside both ranges', tax, 4, '2027-05-10', true],
    ['pax at the lower bound', tax, 2, '2027-05-10', true],
    ['pax at the upper bound', tax, 8, '2027-05-10', true],
    ['pax below', tax, 1, '2027-05-10', false],
    ['pax above', tax, 9, '2027-05-10', false],
    ['date on the first day', tax, 4, '2027-01-01', true],
    ['date on the last day', tax, 4, '2027-12-31', true],
    ['date before', tax, 4, '2026-12-31', false],
    ['date after', tax, 4, '2028-01-01', false],
    ['no pax yet', tax, null, '2027-05-10', false],
    ['no date yet', tax, 4, null, false],
    ['an optional upgrade', { compulsoryPaxMin: null, compulsoryPaxMax: null }, 4, '2027-05-10', false],
    ['only a minimum, open dates', { compulsoryPaxMin: 1 }, 30, '2030-01-01', true],
    ['only a maximum', { compulsoryPaxMax: 3 }, 4, '2030-01-01', false],
  ] as const)('%s -> compulsory %s', (_name, upgrade, pax, date, expected) => {
    expect(isCompulsoryFor(upgrade, { pax, date })).toBe(expected);
    expect(compulsoryUpgrades([{ ...upgrade, price: 120 }], { pax, date })).toHaveLength(expected ? 1 : 0);
  });

  it("a partner reads a compulsory upgrade on request, in every place its price is read (spec part 1 §1 \"Partner: upgrade text reads 'auf Anfrage' instead of 'inkludiert'\")", () => {
    const upgrade = { ...tax, price: 120 };
    const context = { pax: 4, date: '2027-05-10' };
    expect(compulsoryUpgrades([upgrade], context).map((u) => u.price)).toEqual([120]);
    expect(compulsoryUpgrades([upgrade], { ...context, partner: true }).map((u) => u.price)).toEqual([-1]);
    expect(compulsoryUpgrades([upgrade], { ...context, pax: 1, partner: true })).toEqual([]);
  });
});
