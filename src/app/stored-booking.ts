// Where a trip's booking is stored and how it goes again: read by the page before the
// persistence code (redux-persist) has loaded, which a first visit does not wait for.

/** Spec part 1 §1, part 2 §9: the key 'asi' holds the version; a mismatch resets the stored bookings. */
export const VERSION_KEY = 'asi';
export const STORAGE_VERSION = '1.0.8';
export const PERSIST_PREFIX = 'persist:';
/** One stored booking per travel code (two trips in two tabs keep theirs): persist:booking:{code}. */
export const bookingKey = (travelCode: string) => `booking:${travelCode}`;
/** The tab-only papers (passport numbers, issuing authorities) of a trip's booking, in sessionStorage. */
export const papersKey = (travelCode: string) => `asi-papers:${travelCode}`;
/** When each travel code's booking was last written: {code: epoch ms}. A cache: each booking carries its own stamp. */
export const INDEX_KEY = 'asi-bookings';
/** The field of a stored booking that holds its own storage version and the time of its last change. */
export const STAMP_KEY = '_stamp';

/** The stamp a booking is written with: this storage version and the time of the change. */
export const stampOf = (at: number) => JSON.stringify({ version: STORAGE_VERSION, at });

/** The travel code a storage key holds the booking of (persist:booking:{code}); null for any other key. */
export function travelCodeOfKey(key: string): string | null {
  const prefix = `${PERSIST_PREFIX}${bookingKey('')}`;
  return key.startsWith(prefix) && key.length > prefix.length ? key.slice(prefix.length) : null;
}

/** Every trip's stored booking in storage, whether the index knows it or not. */
export function storedBookingKeys(backend: globalThis.Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < backend.length; i += 1) {
    const key = backend.key(i);
    if (key !== null && travelCodeOfKey(key) !== null) keys.push(key);
  }
  return keys;
}

type StoredIndex = Record<string, number>;

export function readIndex(backend: globalThis.Storage): StoredIndex {
  try {
    const value: unknown = JSON.parse(backend.getItem(INDEX_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** Whether this trip has a stored booking to restore before the page shows (a returning visitor). */
export function hasStoredBooking(backend: globalThis.Storage | undefined, travelCode: string): boolean {
  try {
    return backend?.getItem(`${PERSIST_PREFIX}${bookingKey(travelCode)}`) != null;
  } catch {
    return false;
  }
}

/** Removes one trip's stored booking and its tab-only papers (after a successful submit: no personal data stays behind). */
export function forgetStoredBooking(
  backend: globalThis.Storage | undefined,
  travelCode: string,
  session?: globalThis.Storage,
): void {
  try {
    session?.removeItem(papersKey(travelCode));
    // Dates typed only in part (step 2's drafts) go too.
    for (const key of Object.keys(session ?? {})) if (key.startsWith('asi-date-draft:')) session?.removeItem(key);
    if (!backend) return;
    backend.removeItem(`${PERSIST_PREFIX}${bookingKey(travelCode)}`);
    const index = readIndex(backend);
    delete index[travelCode];
    backend.setItem(INDEX_KEY, JSON.stringify(index));
  } catch {
    // storage unavailable: nothing stored
  }
}
