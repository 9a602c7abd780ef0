import { describe, expect, it } from 'vitest';
import { sumRoomPrices } from '../../src/domain/pricing';

const room = (price: number, persons: number) => ({ schedule: { price }, travellers: Array.from({ length: persons }, () => ({})) });

describe('sumRoomPrices (spec part 1 §9 "per-person prices multiplied", "-1 means on request")', () => {
  it.each([
    [[], 0, false],
    [[room(2490, 2)], 4980, false],
    [[room(2490, 2), room(2890, 1)], 7870, false],
    [[room(2490, 2), room(-1, 1)], 4980, true],
    [[room(99.999, 1)], 99.99, false],
  ])('%j -> %s (on request: %s)', (rooms, total, hasOnRequest) => {
    expect(sumRoomPrices(rooms)).toEqual({ total, hasOnRequest });
  });
});
