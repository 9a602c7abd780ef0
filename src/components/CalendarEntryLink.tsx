import { useMemo } from 'react';
import { calendarEntry, calendarEntryHref, type CalendarEntry } from '@/domain/calendar-entry';

/** A link that downloads an entry for the person's calendar (.ics); nothing where a day is unreadable. */
export function CalendarEntryLink({
  entry,
  fileName,
  label,
}: {
  entry: Omit<CalendarEntry, 'stamp'>;
  fileName: string;
  label: string;
}) {
  const { uid, title, start, end, description, location, tentative } = entry;
  const ics = useMemo(
    () => calendarEntry({ uid, title, start, end, description, location, tentative, stamp: new Date() }),
    [uid, title, start, end, description, location, tentative],
  );
  if (!ics) return null;
  return (
    <a className="button" href={calendarEntryHref(ics)} download={fileName}>
      {label}
    </a>
  );
}
