/**
 * A calendar entry (RFC 5545 iCalendar, one all-day event) for the trip after the booking and for
 * the day the remainder is due: days a person reads, so dates without a time or zone; the entry
 * spans from the first to the last day, both included (DTEND is the day after, as the RFC wants).
 */
export interface CalendarEntry {
  /** Unique and stable for the same event (a second download updates the entry instead of adding one). */
  uid: string;
  title: string;
  /** yyyy-mm-dd, the first day. */
  start: string;
  /** yyyy-mm-dd, the last day (included); the start for a one-day entry. */
  end: string;
  description?: string;
  location?: string | null;
  /** Not yet confirmed (a booking request). */
  tentative?: boolean;
  /** When the entry was made (DTSTAMP), in UTC. */
  stamp: Date;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyymmdd' of an ISO day, counted in UTC so no time zone moves it; null for anything else. */
function icsDay(day: string, plusDays = 0): string | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const named = new Date(Date.UTC(year, month, dayOfMonth));
  // A day that does not exist (30 February) is no date, not the 2nd of March.
  if (named.getUTCMonth() !== month || named.getUTCDate() !== dayOfMonth) return null;
  const date = new Date(Date.UTC(year, month, dayOfMonth + plusDays));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines of at most 75 octets, continued with a space (§3.1), never splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The entry as an .ics text; null when a day is not a date (nothing half-right goes into a calendar). */
export function calendarEntry(entry: CalendarEntry): string | null {
  const start = icsDay(entry.start);
  const endExclusive = icsDay(entry.end, 1);
  if (!start || !endExclusive || endExclusive <= start) return null;
  const stamp = entry.stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ASI Reisen//Buchung//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${endExclusive}`,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `STATUS:${entry.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A link's address that downloads the entry (a data URL: no object to release, allowed by the page's CSP). */
export const calendarEntryHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
