import { differenceInCalendarDays, format, isValid, parse, parseISO } from 'date-fns';

/** Weeks start on Monday (spec part 1 §9). */
export const WEEK_STARTS_ON = 1 as const;
export const DISPLAY_DATE_FORMAT = 'dd.MM.yyyy';
export const SERVER_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * Reads a server date ('yyyy-mm-dd', optionally with a time) as a local date, so a date never
 * shifts by a day across time zones. Returns null for anything unreadable.
 */
export function parseServerDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parse(value, SERVER_DATE_FORMAT, new Date()) : parseISO(value);
  return isValid(date) ? date : null;
}

/** 'dd.mm.yyyy' for people (spec part 1 §9); '' when the date is unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? format(date, DISPLAY_DATE_FORMAT) : '';
}

/** 24-hour 'HH:mm' (spec part 1 §9). */
export function formatTime(value: string | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? format(date, 'HH:mm') : '';
}

/** 'yyyy-mm-dd' for the server (spec part 1 §9). */
export function toServerDate(value: Date): string {
  return format(value, SERVER_DATE_FORMAT);
}

/** Day count is the inclusive difference: a trip from the 1st to the 3rd lasts 3 days (spec part 1 §9). */
export function countDaysInclusive(start: string | Date, end: string | Date): number {
  const from = parseServerDate(start);
  const to = parseServerDate(end);
  if (!from || !to) return 0;
  return differenceInCalendarDays(to, from) + 1;
}
