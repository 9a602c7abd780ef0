import { describe, expect, it } from 'vitest';
import { calendarEntry, calendarEntryHref } from '@/domain/calendar-entry';

// Issue 25 'Keep the trip': the trip and the day the rest is due as calendar entries (RFC 5545).
// The domain zone runs these under five time zones: whole days never move.

const stamp = new Date(Date.UTC(2026, 10, 27, 8, 5, 9));
const entry = { uid: 'ASI-1001@example.com', title: 'Alpenüberquerung', start: '2026-12-17', end: '2026-12-24', stamp };
const lines = (ics: string | null) => (ics ?? '').split('\r\n');

describe('calendarEntry', () => {
  it('is one all-day event from the first to the last day (DTEND the day after), CRLF line ends', () => {
    const ics = calendarEntry(entry);
    expect(ics?.endsWith('\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//ASI Reisen//Buchung//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:ASI-1001@example.com',
      'DTSTAMP:20261127T080509Z',
      'DTSTART;VALUE=DATE:20261217',
      'DTEND;VALUE=DATE:20261225',
      'SUMMARY:Alpenüberquerung',
      'STATUS:CONFIRMED',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it.each([
    ['a one-day entry', '2027-03-01', '2027-03-01', '20270301', '20270302'],
    ['over the year end', '2026-12-28', '2026-12-31', '20261228', '20270101'],
    ['over a leap day', '2028-02-27', '2028-02-28', '20280227', '20280229'],
    ['over the switch to summer time', '2027-03-27', '2027-03-28', '20270327', '20270329'],
  ])('%s', (_name, start, end, dtStart, dtEnd) => {
    const ics = calendarEntry({ ...entry, start, end });
    expect(ics).toContain(`DTSTART;VALUE=DATE:${dtStart}\r\n`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${dtEnd}\r\n`);
  });

  it.each([
    ['an unreadable start', { start: '17.12.2026' }],
    ['an impossible day', { start: '2026-02-30' }],
    ['an end before the start', { end: '2026-12-16' }],
    ['an empty end', { end: '' }],
  ])('makes no entry for %s', (_name, change) => {
    expect(calendarEntry({ ...entry, ...change })).toBeNull();
  });

  it('escapes backslash, semicolon, comma and line breaks in texts', () => {
    const ics = calendarEntry({
      ...entry,
      title: 'Nil; Kairo, Luxor',
      description: 'Nr. 1\nC:\\x',
      location: 'Bahnhof, Gleis 3',
    });
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'SUMMARY:Nil\\; Kairo\\, Luxor',
        'DESCRIPTION:Nr. 1\\nC:\\\\x',
        'LOCATION:Bahnhof\\, Gleis 3',
      ]),
    );
  });

  it('folds lines over 75 octets without splitting a character, and a request is tentative', () => {
    const title = 'Überquerung '.repeat(12);
    const ics = calendarEntry({ ...entry, title, tentative: true }) ?? '';
    for (const line of lines(ics)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`);
    expect(ics).toContain('STATUS:TENTATIVE');
  });

  it('leaves out what it does not know (no location, no description)', () => {
    expect(calendarEntry(entry)).not.toMatch(/LOCATION|DESCRIPTION/);
  });

  it('downloads as a data URL of the calendar type', () => {
    expect(calendarEntryHref('BEGIN:VCALENDAR\r\n')).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A');
  });
});
