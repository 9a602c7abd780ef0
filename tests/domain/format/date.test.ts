import { describe, expect, it } from 'vitest';
import { countDaysInclusive, formatDate, formatTime, parseServerDate, toServerDate, WEEK_STARTS_ON } from '../../../src/domain/format';

describe('dates (spec part 1 §9)', () => {
  it.each([
    ['2026-03-05', '05.03.2026'],
    ['2026-12-31T23:30:00', '31.12.2026'],
    ['', ''],
    ['not a date', ''],
    [null, ''],
  ])('shows %s as %s (dd.mm.yyyy)', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('sends yyyy-mm-dd to the server', () => {
    expect(toServerDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('reads a server date as the same local calendar day', () => {
    const date = parseServerDate('2026-06-01');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 5, 1]);
  });

  it('shows times in 24-hour form', () => {
    expect(formatTime('2026-06-01T17:05:00')).toBe('17:05');
  });

  it.each([
    ['2026-06-01', '2026-06-01', 1],
    ['2026-06-01', '2026-06-03', 3],
    ['2026-03-28', '2026-03-30', 3],
    ['2026-12-30', '2027-01-02', 4],
    ['bad', '2026-01-01', 0],
  ])('day count %s to %s is %s (inclusive difference)', (start, end, days) => {
    expect(countDaysInclusive(start, end)).toBe(days);
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});
