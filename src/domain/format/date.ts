/**
 * Date formats of spec part 1 §9. Hand-written instead of date-fns' parse/format: these four
 * shapes are all the entry needs, and date-fns' parser would add 10 KB to every page load.
 */

/** Weeks start on Monday (spec part 1 §9). */
export const WEEK_STARTS_ON = 1 as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;

/**
 * Reads a server date ('yyyy-mm-dd', optionally followed by a time) as a local date, so a date
 * never shifts by a day across time zones. A time with a zone ('Z', '+01:00': an instant such as
 * a fare offer's validity) is read as that instant and shown in the reader's local time; a time
 * without one (a flight's local departure) is shown as written. Returns null for anything
 * unreadable or impossible.
 */
export function parseServerDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?/.exec(
    value,
  );
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const zone = match[7];
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hours, minutes, seconds);
  if (date.getFullYear() !== year || date.getMonth() !== (month ?? 1) - 1 || date.getDate() !== day) return null;
  if (!zone) return date;
  const offsetMinutes =
    zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours, minutes, seconds) - offsetMinutes * 60_000);
}

/** 'dd.mm.yyyy' for people (spec part 1 §9); '' when the date is unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}` : '';
}

/** 24-hour 'HH:mm' (spec part 1 §9). */
export function formatTime(value: string | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** 'yyyy-mm-dd' for the server (spec part 1 §9). */
export function toServerDate(value: Date): string {
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Calendar days from one date to another, ignoring the time of day and daylight saving. */
function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );
}

/** Day count is the inclusive difference: a trip from the 1st to the 3rd lasts 3 days (spec part 1 §9). */
export function countDaysInclusive(start: string | Date, end: string | Date): number {
  const from = parseServerDate(start);
  const to = parseServerDate(end);
  if (!from || !to) return 0;
  return calendarDaysBetween(from, to) + 1;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); null when either is unreadable. */
export function daysBetween(from: string | Date, to: string | Date): number | null {
  const a = parseServerDate(from);
  const b = parseServerDate(to);
  return a && b ? calendarDaysBetween(a, b) : null;
}

/** The server date `days` calendar days after `date` ('yyyy-mm-dd'). */
export function addDays(date: string | Date, days: number): string {
  const start = parseServerDate(date);
  if (!start) return '';
  return toServerDate(new Date(start.getFullYear(), start.getMonth(), start.getDate() + days));
}

/**
 * Orders ISO dates and times ('2026-05-01', '2026-05-01T07:30'), which sort as text. Compares code
 * units: localeCompare would build a collator on first use, 30 ms of a slow phone's start-up.
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** 'dd.mm.' for a date whose year is said nearby (the month heading of a date list); '' when unreadable. */
export function formatDayMonth(value: string | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.` : '';
}

/**
 * A stay in a date list under its month heading, as short as it reads unambiguously: '18.–25.12.'
 * within a month, '29.01.–05.02.' across months, '29.12.–05.01.2027' into a new year (the
 * heading names the arrival's year only). '' when either date is unreadable.
 */
export function formatShortDateRange(start: string, end: string): string {
  const from = parseServerDate(start);
  const to = parseServerDate(end);
  if (!from || !to) return '';
  if (from.getFullYear() !== to.getFullYear()) return `${formatDayMonth(from)}–${formatDate(to)}`;
  if (from.getMonth() !== to.getMonth()) return `${formatDayMonth(from)}–${formatDayMonth(to)}`;
  return `${pad(from.getDate())}.–${formatDayMonth(to)}`;
}

/** The month of a server date as 'yyyy-mm' (a date list's group); '' when unreadable. */
export function monthOf(value: string | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}` : '';
}

/**
 * The year and month (1-12) of a 'yyyy-mm' month, for a heading that names it in the page's words
 * ('Dezember 2026'); null when unreadable. The names come from the texts, not from Intl: building
 * a date format costs a slow phone milliseconds for each month of the first page's date list.
 */
export function monthParts(month: string): { year: number; month: number } | null {
  const date = parseServerDate(`${month}-01`);
  return date ? { year: date.getFullYear(), month: date.getMonth() + 1 } : null;
}
