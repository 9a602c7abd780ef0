import { describe, expect, it } from 'vitest';
import { optionOutcome } from '../../src/domain/option';

describe("an option's confirmation (spec part 2 §7 POST /fapi/booking/confirm, reply not shown)", () => {
  it.each([
    [199, 'failed'],
    [200, 'confirmed'],
    [299, 'confirmed'],
    [300, 'failed'],
    [399, 'failed'],
    [400, 'refused'],
    [499, 'refused'],
    [204, 'confirmed'],
    [409, 'confirmed'],
    [403, 'refused'],
    [404, 'refused'],
    [410, 'refused'],
    [422, 'refused'],
    [500, 'failed'],
    [503, 'failed'],
    [null, 'failed'],
  ] as const)('%s is %s', (status, expected) => {
    expect(optionOutcome(status)).toBe(expected);
  });
});
