import { describe, expect, it } from 'vitest';
import { optionOutcome } from '../../src/domain/option';

describe("an option's confirmation (spec part 2 §7 POST /fapi/booking/confirm, reply not shown)", () => {
  it.each([
    [200, 'confirmed'],
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
