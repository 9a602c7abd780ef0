import { addDays } from './format/date';

// The dates' call (spec part 1 §7 'POST /fapi/schedule/{code}, body {dateRange, year}'): what a
// page asks for, and which year's list can price a chosen date.

/** How far a date range reaches when only its start is given: a year of departures. */
const DATE_RANGE_DEFAULT_DAYS = 365;

/**
 * The dateRange of POST /fapi/schedule/{code} (spec part 1 §7) as 'yyyy-mm-dd|yyyy-mm-dd' for a
 * requested start (and end, else a year after the start); null without a start, which loads all
 * dates with GET.
 */
export function scheduleDateRange({ start, end }: { start: string | null; end: string | null }): string | null {
  if (!start) return null;
  const last = end && end >= start ? end : addDays(start, DATE_RANGE_DEFAULT_DAYS);
  return `${start}|${last}`;
}

/** The query of a page's date list (spec part 1 §7): its trip, whitelabel and date range, for a year or all. */
export function scheduleQuery(
  page: { travelCode: string; whitelabel: string | null; start: string | null; end: string | null },
  year: number | null,
) {
  return { code: page.travelCode, whitelabel: page.whitelabel, year, dateRange: scheduleDateRange(page) };
}

/** Whether a date list asked for `year` (null: every year) lists a date starting on `start` (spec part 1 §7: the year a date starts in). */
export const yearListsDate = (year: number | null, start: string): boolean =>
  year === null || start.startsWith(`${year}-`);

/**
 * The year to ask the dates for when their prices are asked again: the one shown, unless the
 * chosen date starts in another (the person browsed on after choosing, or a link names a year),
 * whose list alone can price it.
 */
export const priceCheckYear = (shownYear: number | null, chosenStart: string | null): number | null =>
  chosenStart === null || yearListsDate(shownYear, chosenStart) ? shownYear : Number(chosenStart.slice(0, 4));
