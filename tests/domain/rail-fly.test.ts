import { describe, expect, it } from 'vitest';
import { isRailFlyOffered } from '@/domain/rail-fly';

describe('rail and fly is bookable not later than 6 weeks before departure (spec part 2 §9)', () => {
  it.each([
    ['43 days ahead', '2027-01-06', true],
    ['42 days ahead: six weeks exactly', '2027-01-05', true],
    ['41 days ahead', '2027-01-04', false],
    ['tomorrow', '2026-11-25', false],
    ['no date chosen', null, false],
  ] as const)('%s -> %s', (_name, start, expected) => {
    expect(isRailFlyOffered({ start, today: '2026-11-24' })).toBe(expected);
  });
});
