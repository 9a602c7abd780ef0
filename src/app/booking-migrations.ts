import type { PersistedState } from 'redux-persist';
import { ARRIVAL_FIELDS } from '@/features/arrival';
import { EXTRAS_FIELDS } from '@/features/extras';
import { SERVICE_KINDS } from '@/api/service-kinds';
import type { Schedule, ServiceEntry } from '@/api/schemas';
import { datesOnce, entryOf, onceEach } from '@/features/booking';
import { CHECKOUT_FIELDS } from '@/features/checkout';
import { insuranceOf } from '@/features/insurance';
import { TRAVELLERS_FIELDS } from '@/features/travellers';

// The stored booking's shapes: what each step up moved, so a booking stored by an earlier page
// comes back with every choice and every field entered.

/** The shape of the stored booking; each step up has its migration below. */
export const BOOKING_SHAPE_VERSION = 11;

/** A migration step over the stored booking's fields. */
const step =
  (migrate: (stored: Record<string, unknown>) => Record<string, unknown>) =>
  (state: PersistedState): PersistedState =>
    migrate((state ?? {}) as Record<string, unknown>) as unknown as PersistedState;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The insurance's part as stored (the offer chosen of an earlier shape is a record too, with other fields). */
const isInsurancePart = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && ['chosen', 'termsAccepted', 'declined'].some((key) => key in value);

/** A catalogue entry as stored: a record that names its service by a numeric id. */
const isEntry = (value: unknown): value is Record<string, unknown> & { service: { id: number } } =>
  isRecord(value) && isRecord(value.service) && typeof value.service.id === 'number';

/**
 * The extras' list `field` of stored catalogue entries as the person's choices (`choiceOf`); the
 * entries, once each and without what the booking added to them, are the ones last seen. A list
 * that holds no entry (already choices, or unreadable) stays as it is for the restore to judge, and
 * so does anything in it that is no entry.
 */
function named(stored: Record<string, unknown>, field: string, choiceOf: (entry: Record<string, unknown>) => unknown) {
  const extras = isRecord(stored.extras) ? stored.extras : {};
  const list: unknown = extras[field];
  if (!Array.isArray(list) || !list.some(isEntry)) return stored;
  const entries = list.filter(isEntry);
  const seen = onceEach(entries).map((entry) => entryOf(entry as unknown as ServiceEntry));
  return {
    ...stored,
    extras: { ...extras, [field]: list.map((item) => (isEntry(item) ? choiceOf(item) : item)) },
    lastSeen: { ...(isRecord(stored.lastSeen) ? stored.lastSeen : {}), [field]: seen },
  };
}

/** A date's entry as stored: a record with a numeric id and its day. */
const isDate = (value: unknown): value is Record<string, unknown> & { id: number; start: string } =>
  isRecord(value) && typeof value.id === 'number' && typeof value.start === 'string';

/**
 * The party's date and rooms as their schedules' ids (the date's day is the chosen day); the entries
 * they were stored with, once each, are the ones last seen. A party that holds no date entry (already
 * ids, or unreadable) stays as it is for the restore to judge.
 */
function datesNamed(stored: Record<string, unknown>) {
  const party = isRecord(stored.party) ? stored.party : null;
  const rooms: unknown[] = Array.isArray(party?.rooms) ? party.rooms : [];
  const roomDates = rooms.flatMap((room) => (isRecord(room) && isDate(room.schedule) ? [room.schedule] : []));
  if (!party || !('schedule' in party || roomDates.length > 0)) return stored;
  const { schedule, ...rest } = party;
  const date = isDate(schedule) ? schedule : null;
  const dates = [...(date ? [date] : []), ...roomDates];
  return {
    ...stored,
    party: {
      ...rest,
      scheduleId: date?.id ?? null,
      selectedDate: date?.start ?? rest.selectedDate ?? null,
      ...(Array.isArray(party.rooms) && {
        rooms: rooms.map((room) =>
          isRecord(room) && isDate(room.schedule)
            ? { scheduleId: room.schedule.id, travellers: room.travellers }
            : room,
        ),
      }),
    },
    lastSeen: {
      ...(isRecord(stored.lastSeen) ? stored.lastSeen : {}),
      schedules: datesOnce(dates as unknown as Schedule[]),
    },
  };
}

/** The named fields of a stored booking, as a part. */
const partOf = (stored: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((key) => key in stored).map((key) => [key, stored[key]]));

/**
 * A stored booking of an earlier shape, brought to today's one step at a time. A booking whose
 * version is unreadable runs every step: a part it already has stays as it is.
 */
export const MIGRATIONS = {
  // The checkout's fields (the consents, the way to pay, the voucher, the flex tariff) moved into its part.
  2: step((stored) => ({
    ...stored,
    checkout: isRecord(stored.checkout) ? stored.checkout : partOf(stored, CHECKOUT_FIELDS),
  })),
  // The insurance's fields (the offer chosen, its terms, 'no insurance') moved into its part; the
  // offer chosen was the field `insurance` itself.
  3: step((stored) => ({
    ...stored,
    insurance: isInsurancePart(stored.insurance)
      ? stored.insurance
      : insuranceOf(stored as Parameters<typeof insuranceOf>[0]),
  })),
  // The travellers' fields (the customer, the travellers, the agency, who sleeps where, the user
  // selection and login, step 2 left) moved into their part.
  4: step((stored) => ({
    ...stored,
    travellers: isRecord(stored.travellers)
      ? stored.travellers
      : partOf(stored, [...TRAVELLERS_FIELDS, 'userChosen', 'loggedInAs']),
  })),
  // The arrival's fields (with or without the trip's flight, which flight, the flight data and its
  // search form) moved into its part; the flight control is read from the chosen date since.
  5: step((stored) => ({
    ...stored,
    arrival: isRecord(stored.arrival) ? stored.arrival : partOf(stored, ARRIVAL_FIELDS),
  })),
  // The extras' fields (the services of every kind, the extensions, rail and fly, the dogs) moved into their part.
  6: step((stored) => ({
    ...stored,
    extras: isRecord(stored.extras) ? stored.extras : partOf(stored, EXTRAS_FIELDS),
  })),
  // The party's fields (the date, its day, the rooms, the party size and the size as typed) moved into its part.
  7: step((stored) => ({
    ...stored,
    party: isRecord(stored.party)
      ? stored.party
      : partOf(stored, ['schedule', 'selectedDate', 'rooms', 'pax', 'paxInput']),
  })),
  // Rail and fly is kept by its services' ids; the entries it was stored with are the ones last seen.
  8: step((stored) => named(stored, 'railFly', (entry) => (entry.service as { id: number }).id)),
  // The services of every kind are kept by their ids, with whom each is for and the body data.
  9: step((stored) =>
    SERVICE_KINDS.reduce(
      (booking, kind) =>
        named(booking, kind.field, (entry) => ({
          id: (entry.service as { id: number }).id,
          travellerIndex: entry.travellerIndex ?? null,
          details: entry.details ?? null,
        })),
      stored,
    ),
  ),
  // The extensions are kept by their ids with the person's nights before (vv) and after (nv).
  10: step((stored) =>
    named(stored, 'accommodations', (entry) => {
      const nights = isRecord(entry.additionalData) ? entry.additionalData : {};
      return { id: (entry.service as { id: number }).id, vv: nights.vv ?? 0, nv: nights.nv ?? 0 };
    }),
  ),
  // The date and each room are kept by their schedules' ids; the entries they were stored with are the ones last seen.
  11: step(datesNamed),
};

/**
 * A stored booking's fields (each read from its JSON text) in today's shape: the steps above its
 * version run, every step when its version is unreadable; its version is today's after.
 */
export function migrateStoredFields(fields: Record<string, unknown>): Record<string, unknown> {
  const persisted = isRecord(fields._persist) ? fields._persist : {};
  const from = typeof persisted.version === 'number' ? persisted.version : 0;
  const steps = Object.entries(MIGRATIONS)
    .filter(([version]) => Number(version) > from)
    .sort(([a], [b]) => Number(a) - Number(b));
  const migrated = steps.reduce<Record<string, unknown>>(
    (stored, [, migrate]) => migrate(stored as unknown as PersistedState) as unknown as Record<string, unknown>,
    fields,
  );
  return { ...migrated, _persist: { ...persisted, version: BOOKING_SHAPE_VERSION } };
}
