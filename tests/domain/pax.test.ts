import { describe, expect, it } from 'vitest';
import { maximumPax, minimumPax, validatePax } from '../../src/domain/pax';

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
