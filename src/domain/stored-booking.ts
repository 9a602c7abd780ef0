// How long a booking stays in the browser, judged from what the stored booking itself carries
// (spec part 1 §1 'reset if the version differs', part 2 §9): the write-time index only speeds up
// eviction, so a booking without an index entry (an older release's, or storage edited by hand)
// is judged the same way.

/** Personal data (names, birthday, address, phone, e-mail, body data) is removed this long after its last change. */
export const STORED_BOOKING_DAYS = 30;
/** At most this many trips' bookings are kept; the oldest go first. */
export const MAX_STORED_BOOKINGS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a stored booking carries about itself: the storage version it was written with and when (epoch ms). */
export interface StoredStamp {
  version: string | null;
  at: number | null;
}

/**
 * - current: restored whole;
 * - expired: too old: its personal data is dropped, its step-1 choices come back (re-read against
 *   the catalogue like any stored booking);
 * - undated: its time unreadable or more than a day ahead: the same as expired, and said as what it
 *   is (not 'unchanged for 30 days');
 * - foreign: no version or another one: nothing of it comes back.
 */
export type StoredStanding = 'current' | 'expired' | 'undated' | 'foreign';

/** The standings whose personal data goes (the step-1 choices stay). */
export const isPastPersonalData = (standing: StoredStanding): boolean =>
  standing === 'expired' || standing === 'undated';

/** The stamp as storage holds it; unreadable parts read as null. */
export function readStamp(value: unknown): StoredStamp {
  const stamp = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    version: typeof stamp.version === 'string' ? stamp.version : null,
    at: typeof stamp.at === 'number' && Number.isFinite(stamp.at) ? stamp.at : null,
  };
}

/** How a stored booking stands now, by its own stamp (decision: a time more than a day ahead is unreadable). */
export function storedStanding(stamp: StoredStamp, { version, now }: { version: string; now: number }): StoredStanding {
  if (stamp.version !== version) return 'foreign';
  if (stamp.at === null || stamp.at > now + DAY_MS) return 'undated';
  return now - stamp.at < STORED_BOOKING_DAYS * DAY_MS ? 'current' : 'expired';
}
