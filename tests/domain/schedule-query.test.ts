import { describe, expect, it } from 'vitest';
import { priceCheckYear, scheduleDateRange, yearListsDate } from '@/domain/schedule-query';

describe('the date range of POST /fapi/schedule/{code} (spec part 1 §7 "body {dateRange, year}")', () => {
  it.each([
    [null, null, null],
    [null, '2027-08-31', null],
    ['2027-05-01', '2027-08-31', '2027-05-01|2027-08-31'],
    ['2027-05-01', null, '2027-05-01|2028-04-30'],
    ['2027-05-01', '2027-04-01', '2027-05-01|2028-04-30'],
  ])('start %s, end %s: %s', (start, end, range) => {
    expect(scheduleDateRange({ start, end })).toBe(range);
  });
});

describe('the year a date list covers (spec part 1 §7 "body {dateRange, year}": the year a date starts in)', () => {
  it.each([
    [null, '2027-05-01', true],
    [2027, '2027-05-01', true],
    [2027, '2027-12-31', true],
    [2026, '2027-01-01', false],
    [2027, '2026-12-28', false],
  ])('a list of %s lists a date starting %s: %s', (year, start, lists) => {
    expect(yearListsDate(year, start)).toBe(lists);
  });
});

describe('asking the prices again asks the dates of the chosen date, not only of the year shown', () => {
  it.each([
    ['every year shown', null, '2027-05-01', null],
    ['nothing chosen: the year shown', 2026, null, 2026],
    ['a date in the year shown', 2027, '2027-05-01', 2027],
    ['browsed on to another year after choosing', 2028, '2027-05-01', 2027],
    ['a date across the new year counts by its start', 2027, '2026-12-29', 2026],
  ])('%s', (_case, shown, chosen, asked) => {
    expect(priceCheckYear(shown, chosen)).toBe(asked);
  });
});
