import type { Reducer } from '@reduxjs/toolkit';
import { createMigrate, persistReducer, type PersistConfig, type Storage } from 'redux-persist';
import { bookingSchema, CABIN_CLASSES } from '@/api/schemas';
import { isLoginKind } from '@/domain/login';
import { z } from '@/config/z';
import { BOOKING_PARTS, createEmptyBooking, type BookingParts, type BookingState } from '@/features/booking';
import { restoreCheckout } from '@/features/checkout';
import { restoreInsurance } from '@/features/insurance';
import { TRAVELLERS_FIELDS, type TravellersPart } from '@/features/travellers';
import { ARRIVAL_FIELDS, newFareForm, type ArrivalPart, type FareForm } from '@/features/arrival';
import { EXTRAS_FIELDS } from '@/features/extras';
import { PARTY_FIELDS, type PartyPart } from '@/features/party';
import type { BookingNotice } from '@/features/booking';
import { tabOnlyPapers } from './tab-papers';
import { BOOKING_SHAPE_VERSION, migrateStoredFields, MIGRATIONS } from './booking-migrations';
import { isPastPersonalData, MAX_STORED_BOOKINGS, readStamp, storedStanding } from '@/domain/stored-booking';
import { stepOneOnly } from './step-one-fields';
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

/** The fare search form as stored beside the flight data (no part of the /fapi booking); each field falls back to a new form's. */
const fareFormSchema = z.object({
  classes: z.catch(z.array(z.enum(CABIN_CLASSES)).check(z.minLength(1)), ['economy']),
  directOnly: z.catch(z.boolean(), false),
  offerExpired: z.catch(z.boolean(), false),
});

function restoreFareForm(stored: unknown): FareForm {
  const form = z.safeParse(fareFormSchema, stored && typeof stored === 'object' ? stored : {});
  return form.success ? form.data : newFareForm();
}

type Restored<P> = { part: P; dropped: string[] };

/**
 * A part as stored, field by field by the booking schema's own fields (the first page does not
 * build that schema, so such a part has no shape of its own); `empty` gives what does not read.
 */
function restoreByBookingFields<P extends object>(
  stored: unknown,
  empty: P,
  fields: readonly (keyof P & keyof typeof bookingSchema.shape)[],
): Restored<P> & { values: Record<string, unknown> } {
  const part: P = { ...empty };
  // Nothing stored is a new part; something stored that is no part at all is named as dropped.
  if (stored === undefined) return { part, dropped: [], values: {} };
  if (!stored || typeof stored !== 'object' || Array.isArray(stored))
    return { part, dropped: [...fields] as string[], values: {} };
  const dropped: string[] = [];
  const values = stored as Record<string, unknown>;
  for (const field of fields) {
    if (!(field in values)) continue;
    const parsed = z.safeParse(bookingSchema.shape[field] as z.core.$ZodType, values[field]);
    if (parsed.success) Object.assign(part, { [field]: parsed.data });
    else dropped.push(field);
  }
  return { part, dropped, values };
}

function restoreTravellers(stored: unknown, empty: TravellersPart): Restored<TravellersPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, TRAVELLERS_FIELDS);
  part.userChosen = values.userChosen === true;
  part.loggedInAs = isLoginKind(values.loggedInAs) ? values.loggedInAs : null;
  return { part, dropped };
}

/** The arrival as stored: the flight data read by the booking's schema, its search form by its own; a fare's copied price is left. */
function restoreArrival(stored: unknown, empty: ArrivalPart): Restored<ArrivalPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, ARRIVAL_FIELDS);
  const { totalPrice: _copy, ...flightData } = part.flightData as ArrivalPart['flightData'] & { totalPrice?: unknown };
  part.flightData = { ...flightData, ...restoreFareForm(values.flightData) };
  return { part, dropped };
}

/** The party as stored: its fields read by the booking's schema (the bounds keep a stored party of 10,000 from rendering), the size as typed kept as text. */
function restoreParty(stored: unknown, empty: PartyPart): Restored<PartyPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, PARTY_FIELDS);
  part.paxInput = typeof values.paxInput === 'string' ? values.paxInput.slice(0, 6) : null;
  return { part, dropped };
}

/** Each concern's part read back by its own shape, field by field; `empty` is the page's new booking. */
const PART_RESTORERS: {
  [K in keyof BookingParts]: (stored: unknown, empty: BookingState) => Restored<BookingParts[K]>;
} = {
  party: (stored, empty) => restoreParty(stored, empty.party),
  extras: (stored, empty) => restoreByBookingFields(stored, empty.extras, EXTRAS_FIELDS),
  arrival: (stored, empty) => restoreArrival(stored, empty.arrival),
  travellers: (stored, empty) => restoreTravellers(stored, empty.travellers),
  insurance: restoreInsurance,
  checkout: restoreCheckout,
};

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
