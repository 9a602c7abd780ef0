import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  compareIso,
  countDaysInclusive,
  daysBetween,
  formatDate,
  formatDayMonth,
  formatShortDateRange,
  monthOf,
  monthParts,
  formatTime,
  parseServerDate,
  toServerDate,
  WEEK_STARTS_ON,
} from '@/domain/format';

describe('dates (spec part 1 §9)', () => {
  it.each([
    ['2026-03-05', '05.03.2026'],
    ['2026-12-31T23:30:00', '31.12.2026'],
    ['', ''],
    ['not a date', ''],
    ['2026-02-30', ''],
    ['2026-13-01', ''],
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
    expect(formatTime('2026-06-01T07:09')).toBe('07:09');
    expect(formatTime('2026-06-01')).toBe('00:00');
    expect(formatTime('')).toBe('');
  });

  it('takes Date values as they are and rejects invalid ones', () => {
    expect(formatDate(new Date(2026, 11, 24))).toBe('24.12.2026');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it.each([
    ['2026-06-01', '2026-06-01', 1],
    ['2026-06-01', '2026-06-03', 3],
    ['2026-03-28', '2026-03-30', 3],
    ['2026-12-30', '2027-01-02', 4],
    ['2026-10-24', '2026-10-26', 3],
    ['2026-06-03', '2026-06-01', -1],
    ['bad', '2026-01-01', 0],
  ])('day count %s to %s is %s (inclusive difference)', (start, end, days) => {
    expect(countDaysInclusive(start, end)).toBe(days);
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});

describe('day arithmetic on server dates', () => {
  it.each([
    ['2026-11-21', 10, '2026-12-01'],
    ['2026-12-25', 10, '2027-01-04'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-10-20', 7, '2026-10-27'],
    ['bad', 3, ''],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-21', '2026-12-23', 32],
    ['2026-12-23', '2026-11-21', -32],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-11-21', 'x', null],
  ])('from %s to %s is %s days', (a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected);
  });
});

describe('times a person reads are local (issue 23: "gilt bis" in the reader\'s time zone)', () => {
  const zones = [
    ['Europe/Berlin', '09:04', '24.11.2026'],
    ['UTC', '08:04', '24.11.2026'],
    ['America/New_York', '03:04', '24.11.2026'],
    ['Asia/Tokyo', '17:04', '24.11.2026'],
  ] as const;
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(zones)("an instant with a zone (the fare offer's validity) reads in %s as %s", (zone, time, date) => {
    process.env.TZ = zone;
    expect(formatTime('2026-11-24T08:04:00.000Z')).toBe(time);
    expect(formatTime('2026-11-24T09:04:00+01:00')).toBe(time);
    expect(formatDate('2026-11-24T08:04:00Z')).toBe(date);
  });

  it.each(zones)("a flight's local time without a zone is shown as written in %s", (zone) => {
    process.env.TZ = zone;
    expect(formatTime('2027-01-13T10:05:00')).toBe('10:05');
    expect(formatDate('2027-01-13T23:55:00')).toBe('13.01.2027');
  });

  it('an instant late in the UTC day is the next local day east of it', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(formatDate('2026-11-24T23:30:00Z')).toBe('25.11.2026');
    expect(formatTime('2026-11-24T23:30:00Z')).toBe('00:30');
    expect(parseServerDate('2026-02-30T10:00:00Z')).toBeNull();
  });
});

describe('compareIso (dates and times sort as text)', () => {
  it.each([
    ['2026-05-01', '2026-05-02', -1],
    ['2026-12-31', '2027-01-01', -1],
    ['2026-05-01', '2026-05-01', 0],
    ['2026-05-01T10:05', '2026-05-01T09:55', 1],
    ['07:30', '17:30', -1],
    ['', '00:00', -1],
  ] as const)('%s against %s: %i', (a, b, expected) => {
    expect(Math.sign(compareIso(a, b))).toBe(expected);
    expect(Math.sign(compareIso(b, a))).toBe(-expected || 0);
  });
});

describe('a date list grouped by month (decision: compact date list; spec part 1 §9 date format)', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'a server date keeps its own day and month in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDayMonth('2026-12-31')).toBe('31.12.');
      expect(monthOf('2026-12-31')).toBe('2026-12');
      expect(monthOf('2027-01-01')).toBe('2027-01');
      expect(monthParts('2026-12')).toEqual({ year: 2026, month: 12 });
    },
  );

  it.each([
    ['2026-12-18', '2026-12-25', '18.–25.12.'],
    ['2027-01-29', '2027-02-05', '29.01.–05.02.'],
    ['2026-12-29', '2027-01-05', '29.12.–05.01.2027'],
    ['2026-12-29', 'soon', ''],
  ])('a stay from %s to %s reads %s under its month', (start, end, text) => {
    expect(formatShortDateRange(start, end)).toBe(text);
  });

  it('reads a month and gives nothing for an unreadable one', () => {
    expect(monthParts('2027-03')).toEqual({ year: 2027, month: 3 });
    expect(monthParts('')).toBeNull();
    expect(formatDayMonth('not a date')).toBe('');
    expect(monthOf(null)).toBe('');
  });
});
