import type { Reducer } from '@reduxjs/toolkit';
import { createMigrate, persistReducer, type PersistConfig, type Storage } from 'redux-persist';
import { bookingSchema } from '@/api/schemas';
import { z } from '@/config/z';
import {
  BOOKING_PARTS,
  createEmptyBooking,
  seenChoicesOnly,
  seenPartyOnly,
  type BookingState,
} from '@/features/booking';
import type { BookingNotice } from '@/features/booking';
import { tabOnlyPapers } from './tab-papers';
import { BOOKING_SHAPE_VERSION, migrateStoredFields, MIGRATIONS } from './booking-migrations';
import { isPastPersonalData, MAX_STORED_BOOKINGS, readStamp, storedStanding } from '@/domain/stored-booking';
import { stepOneOnly } from './step-one-fields';
import { PART_RESTORERS, restoreLastSeen } from './part-restorers';
import {
  bookingKey,
  INDEX_KEY,
  PERSIST_PREFIX,
  readIndex,
  STAMP_KEY,
  stampOf,
  STORAGE_VERSION,
  storedBookingKeys,
  travelCodeOfKey,
  VERSION_KEY,
} from './stored-booking';

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
        const code = travelCodeOfKey(key);
        if (!backend) return;
        if (code === null) {
          backend.setItem(key, value);
          return;
        }
        // The booking carries its own version and time of this change; the index repeats the time.
        const at = now();
        backend.setItem(key, JSON.stringify({ ...(JSON.parse(value) as object), [STAMP_KEY]: stampOf(at) }));
        backend.setItem(INDEX_KEY, JSON.stringify({ ...readIndex(backend), [code]: at }));
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

/** The stored booking's fields as redux-persist writes them: each field its own JSON text. */
function readFields(raw: string): Record<string, unknown> | null {
  const outer: unknown = JSON.parse(raw);
  if (!outer || typeof outer !== 'object' || Array.isArray(outer)) return null;
  return Object.fromEntries(
    Object.entries(outer as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? (JSON.parse(value) as unknown) : value,
    ]),
  );
}

const writeFields = (fields: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])));

/**
 * Clears what the browser holds, judged by each stored booking's own stamp (the index only lists
 * them faster; bookings it does not know are found too): another storage version under 'asi'
 * drops them all; otherwise a booking without this version goes, an expired one keeps only its
 * step-1 choices, and of the rest all but the MAX_STORED_BOOKINGS most recent go. The single-key
 * booking of earlier versions goes too.
 */
export function checkStorageVersion(backend: globalThis.Storage | undefined, now: number = Date.now()): void {
  try {
    if (!backend) return;
    backend.removeItem(`${PERSIST_PREFIX}booking`);
    const keys = storedBookingKeys(backend);
    if (backend.getItem(VERSION_KEY) !== STORAGE_VERSION) {
      for (const key of keys) backend.removeItem(key);
      backend.removeItem(INDEX_KEY);
      backend.setItem(VERSION_KEY, STORAGE_VERSION);
      return;
    }
    const kept: [string, number][] = [];
    for (const key of keys) {
      const code = travelCodeOfKey(key) ?? '';
      let fields: Record<string, unknown> | null = null;
      try {
        fields = readFields(backend.getItem(key) ?? '');
      } catch {
        fields = null;
      }
      const stamp = readStamp(fields?.[STAMP_KEY]);
      const standing = fields ? storedStanding(stamp, { version: STORAGE_VERSION, now }) : 'foreign';
      if (standing === 'foreign' || !fields) backend.removeItem(key);
      else {
        // Its own stamp stays, so the page that opens it still says that personal data went.
        if (isPastPersonalData(standing))
          backend.setItem(
            key,
            writeFields({ ...stepOneOnly(migrateStoredFields(fields)), [STAMP_KEY]: fields[STAMP_KEY] }),
          );
        kept.push([code, stamp.at ?? 0]);
      }
    }
    const newestFirst = kept.sort((a, b) => b[1] - a[1]);
    for (const [code] of newestFirst.slice(MAX_STORED_BOOKINGS))
      backend.removeItem(`${PERSIST_PREFIX}${bookingKey(code)}`);
    backend.setItem(INDEX_KEY, JSON.stringify(Object.fromEntries(newestFirst.slice(0, MAX_STORED_BOOKINGS))));
  } catch {
    // storage unavailable: nothing stored, nothing to reset
  }
}

/**
 * What to keep of a stored booking (spec part 1 §1 "reset if it belongs to another travel code"):
 * field by field, so one bad stored field falls back to its default and the rest stays;
 * the bounds of the booking schema keep a stored party of 10,000 from ever rendering.
 */
function restoreBooking(inbound: unknown, travelCode: string, now: number, country: string): BookingState {
  const empty = createEmptyBooking(travelCode, country);
  if (!inbound || typeof inbound !== 'object') return empty;
  const whole = inbound as Record<string, unknown>;
  if (whole.travelCode !== travelCode) return empty;
  // Judged by the booking's own stamp, whatever the index says (another tab may have written meanwhile).
  const standing = storedStanding(readStamp(whole[STAMP_KEY]), { version: STORAGE_VERSION, now });
  if (standing === 'foreign') return empty;
  const stored = isPastPersonalData(standing) ? stepOneOnly(whole) : whole;
  const restored: Record<string, unknown> = { ...empty };
  const dropped: string[] = [];
  for (const [key, schema] of Object.entries(bookingSchema.shape)) {
    // What is computed when the booking is sent (the totals…) is never restored: the selectors
    // compute it; a concern's part is read by its own shape below.
    if (!(key in stored) || !(key in empty) || (BOOKING_PARTS as readonly string[]).includes(key)) continue;
    const parsed = z.safeParse(schema as z.core.$ZodType, stored[key]);
    if (parsed.success) restored[key] = parsed.data;
    else dropped.push(key);
  }
  for (const part of BOOKING_PARTS) {
    const { part: value, dropped: lost } = PART_RESTORERS[part](stored[part], empty);
    restored[part] = value;
    if (lost.length > 0) dropped.push(part);
  }
  const lastSeen = restoreLastSeen(stored.lastSeen, empty.lastSeen);
  const extras = restored.extras as BookingState['extras'];
  restored.lastSeen = lastSeen;
  restored.extras = seenChoicesOnly(extras, lastSeen);
  if (restored.extras !== extras) dropped.push('extras');
  const party = restored.party as BookingState['party'];
  restored.party = seenPartyOnly(party, lastSeen);
  if (restored.party !== party) dropped.push('party');
  const notices: BookingNotice[] = [
    ...(standing === 'expired' ? (['personalDataExpired'] as const) : []),
    ...(standing === 'undated' ? (['personalDataUndated'] as const) : []),
    ...(dropped.length > 0 ? (['storedFieldsDropped'] as const) : []),
  ];
  return {
    ...(restored as unknown as BookingState),
    token: null,
    status: 'idle',
    error: null,
    notices,
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
    now = Date.now,
  }: { travelCode: string; storage: Storage; restore?: boolean; session?: globalThis.Storage; now?: () => number },
): Reducer<BookingState> {
  const config: PersistConfig<BookingState> = {
    key: bookingKey(travelCode),
    storage,
    version: BOOKING_SHAPE_VERSION,
    migrate: createMigrate(MIGRATIONS, { debug: false }),
    blacklist: [...NOT_PERSISTED],
    throttle: 0,
    transforms: [tabOnlyPapers(session, travelCode)],
    // The page's own empty booking gives what a stored one lacks (its address country among it).
    stateReconciler: (inbound, current) =>
      restore ? restoreBooking(inbound, travelCode, now(), current.travellers.user.country) : current,
  };
  return persistReducer(config, reducer) as unknown as Reducer<BookingState>;
}
