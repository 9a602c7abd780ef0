/** The day/month/year input (spec part 1 §5, part 2 §5): TT, MM, JJJJ. */

export type DateInputError = 'required' | 'invalidDay' | 'invalidMonth' | 'invalidYear' | 'invalidDate';

const MONTHS_WITH_30 = [2, 4, 6, 9, 11];

/** The highest day the day field takes for the month typed (spec: 30 for months 2, 4, 6, 9, 11, else 31). */
export function maxDayOf(month: string): number {
  return MONTHS_WITH_30.includes(Number(month.trim())) ? 30 : 31;
}

/**
 * Checks the three fields: day 1 to 31 (30 for months 2, 4, 6, 9, 11), month 1 to 12, a
 * four-digit year, and the whole date must exist. Returns the errors by field and, when all is
 * well, the yyyy-mm-dd value (day and month padded to two digits).
 */
export function validateDateInput({ day, month, year }: { day: string; month: string; year: string }): {
  errors: Partial<Record<'day' | 'month' | 'year' | 'date', DateInputError>>;
  value: string | null;
} {
  const errors: Partial<Record<'day' | 'month' | 'year' | 'date', DateInputError>> = {};
  const d = day.trim();
  const m = month.trim();
  const y = year.trim();
  const monthNumber = /^\d{1,2}$/.test(m) ? Number(m) : Number.NaN;
  if (!m) errors.month = 'required';
  else if (!(monthNumber >= 1 && monthNumber <= 12)) errors.month = 'invalidMonth';
  const maxDay = maxDayOf(m);
  const dayNumber = /^\d{1,2}$/.test(d) ? Number(d) : Number.NaN;
  if (!d) errors.day = 'required';
  else if (!(dayNumber >= 1 && dayNumber <= maxDay)) errors.day = 'invalidDay';
  if (!y) errors.year = 'required';
  else if (!/^\d{4}$/.test(y)) errors.year = 'invalidYear';
  if (Object.keys(errors).length > 0) return { errors, value: null };
  const date = new Date(Number(y), monthNumber - 1, dayNumber);
  if (date.getMonth() !== monthNumber - 1 || date.getDate() !== dayNumber)
    return { errors: { date: 'invalidDate' }, value: null };
  return { errors, value: `${y}-${String(monthNumber).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}` };
}

/** Splits yyyy-mm-dd back into the three fields. */
export function splitDate(value: string | null): { day: string; month: string; year: string } {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match
    ? { day: match[3] ?? '', month: match[2] ?? '', year: match[1] ?? '' }
    : { day: '', month: '', year: '' };
}

/**
 * A whole date typed or pasted into one of the three fields ('12051975', '12.05.1975', '12/5/1975',
 * '1975-05-12'), split into day, month and year, the day and month padded; null for anything else
 * (a part of a date goes into its own field as typed).
 */
export function parseWholeDate(text: string): { day: string; month: string; year: string } | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dotted = /^(\d{1,2})\s*[./ -]\s*(\d{1,2})\s*[./ -]\s*(\d{4})$/.exec(trimmed);
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const [day, month, year] = iso
    ? [iso[3], iso[2], iso[1]]
    : dotted
      ? [dotted[1], dotted[2], dotted[3]]
      : digits
        ? [digits[1], digits[2], digits[3]]
        : [];
  if (!day || !month || !year) return null;
  return { day: day.padStart(2, '0'), month: month.padStart(2, '0'), year };
}
