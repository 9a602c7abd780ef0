import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type Storage } from 'redux-persist';
import { bookingSchema } from '@/api/schemas';
import { z } from '@/api/schemas/z';
import { createEmptyBooking, type BookingState } from '@/features/booking';
import { tabOnlyPapers } from './tab-papers';
import { bookingKey, INDEX_KEY, PERSIST_PREFIX, readIndex, STORAGE_VERSION, VERSION_KEY } from './stored-booking';

/** At most this many trips' bookings are kept; the oldest go first. */
const MAX_STORED_BOOKINGS = 5;
/** Personal data (names, birthday, address, phone, e-mail) is removed this long after its last change. */
const STORED_BOOKING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Never written to storage: the server token, the submit's transient phase and the restore notices. */
const NOT_PERSISTED = ['token', 'status', 'error', 'notices'] as const;

/**
 * localStorage that never throws: unreadable or corrupt entries read as empty (and are removed),
 * a full storage skips the write. Writing a booking records when it was written. Once closed (the
 * booking was sent) it writes nothing more: a write redux-persist had already staged cannot bring
 * the personal data back after it was removed.
 */
export function createSafeStorage(
  backend: globalThis.Storage | undefined,
  now: () => number = Date.now,
): Storage & { close: () => void } {
  let closed = false;
  return {
    close: () => {
      closed = true;
    },
    getItem: async (key) => {
      try {
        const raw = backend?.getItem(key) ?? null;
        if (raw !== null) JSON.parse(raw);
        return raw;
      } catch {
        try {
          backend?.removeItem(key);
        } catch {
          /* storage unavailable */
        }
        return null;
      }
    },
    setItem: async (key, value) => {
      if (closed) return;
      try {
        backend?.setItem(key, value);
        const code = key.startsWith(`${PERSIST_PREFIX}booking:`) ? key.slice(`${PERSIST_PREFIX}booking:`.length) : null;
        if (backend && code) backend.setItem(INDEX_KEY, JSON.stringify({ ...readIndex(backend), [code]: now() }));
      } catch {
        // quota exceeded or storage disabled: keep working from memory
      }
    },
    removeItem: async (key) => {
      try {
        backend?.removeItem(key);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

/**
 * Drops the stored bookings when the version under 'asi' is missing or different; otherwise drops
 * those untouched for STORED_BOOKING_DAYS and all but the MAX_STORED_BOOKINGS most recent, and the single-key
 * booking of earlier versions.
 */
export function checkStorageVersion(backend: globalThis.Storage | undefined, now: number = Date.now()): void {
  try {
    if (!backend) return;
    const stored = Object.keys(readIndex(backend));
    const drop = (codes: readonly string[]) => {
      for (const code of codes) backend.removeItem(`${PERSIST_PREFIX}${bookingKey(code)}`);
    };
    backend.removeItem(`${PERSIST_PREFIX}booking`);
    if (backend.getItem(VERSION_KEY) !== STORAGE_VERSION) {
      drop(stored);
      backend.removeItem(INDEX_KEY);
      backend.setItem(VERSION_KEY, STORAGE_VERSION);
      return;
    }
    const index = readIndex(backend);
    const newestFirst = Object.entries(index).sort((a, b) => b[1] - a[1]);
    const keep = newestFirst.filter(([, at], i) => i < MAX_STORED_BOOKINGS && now - at < STORED_BOOKING_DAYS * DAY_MS);
    drop(newestFirst.filter((entry) => !keep.includes(entry)).map(([code]) => code));
    backend.setItem(INDEX_KEY, JSON.stringify(Object.fromEntries(keep)));
  } catch {
    // storage unavailable: nothing stored, nothing to reset
  }
}

/**
 * What to keep of a stored booking (spec part 1 §1 "reset if it belongs to another travel code"):
 * field by field, so one bad stored field falls back to its default and the rest stays;
 * the bounds of the booking schema keep a stored party of 10,000 from ever rendering.
 */
function restoreBooking(inbound: unknown, travelCode: string): BookingState {
  const empty = createEmptyBooking(travelCode);
  if (!inbound || typeof inbound !== 'object') return empty;
  const stored = inbound as Record<string, unknown>;
  if (stored.travelCode !== travelCode) return empty;
  const restored: Record<string, unknown> = { ...empty };
  const dropped: string[] = [];
  for (const [key, schema] of Object.entries(bookingSchema.shape)) {
    if (!(key in stored)) continue;
    const parsed = z.safeParse(schema as z.core.$ZodType, stored[key]);
    if (parsed.success) restored[key] = parsed.data;
    else dropped.push(key);
  }
  const { paxInput, userChosen } = stored;
  return {
    ...(restored as unknown as BookingState),
    token: null,
    status: 'idle',
    error: null,
    paxInput: typeof paxInput === 'string' ? paxInput.slice(0, 6) : null,
    userChosen: userChosen === true,
    notices: dropped.length > 0 ? ['storedFieldsDropped'] : [],
  };
}

/**
 * The booking reducer, persisted. `restore: false` attaches persistence to a page that started
 * without a stored booking: what this tab holds wins over anything another tab stored meanwhile.
 */
export function persistBookingReducer(
  reducer: Reducer<BookingState>,
  {
    travelCode,
    storage,
    restore = true,
    session,
  }: { travelCode: string; storage: Storage; restore?: boolean; session?: globalThis.Storage },
): Reducer<BookingState> {
  const config: PersistConfig<BookingState> = {
    key: bookingKey(travelCode),
    storage,
    version: 1,
    blacklist: [...NOT_PERSISTED],
    throttle: 0,
    transforms: [tabOnlyPapers(session, travelCode)],
    stateReconciler: (inbound, current) => (restore ? restoreBooking(inbound, travelCode) : current),
  };
  return persistReducer(config, reducer) as unknown as Reducer<BookingState>;
}
