import {
  accommodationSchema,
  bookingSchema,
  CABIN_CLASSES,
  equipmentDetailsSchema,
  MAX_PARTY,
  nightsSchema,
  railFlySchema,
  scheduleSchema,
  serviceEntrySchema,
  travellerSchema,
} from '@/api/schemas';
import { byServiceField } from '@/api/service-kinds';
import { isLoginKind } from '@/domain/login';
import { int, nullDefault, z } from '@/config/z';
import type { BookingParts, BookingState, LastSeen } from '@/features/booking';
import { restoreCheckout } from '@/features/checkout';
import { restoreInsurance } from '@/features/insurance';
import { TRAVELLERS_FIELDS, type TravellersPart } from '@/features/travellers';
import { ARRIVAL_FIELDS, newFareForm, type ArrivalPart, type FareForm } from '@/features/arrival';
import { EXTRAS_BOOKING_FIELDS, type ChosenExtension, type ChosenService, type ExtrasPart } from '@/features/extras';
import { PARTY_FIELDS, type PartyPart } from '@/features/party';

// How each part of a stored booking is read back (persistence `restoreBooking`): by its own shape,
// field by field, so one bad stored field falls back to its default and the rest stays.

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

export type Restored<P> = { part: P; dropped: string[] };

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

/** A chosen room as the party keeps it: its schedule's id and its places (at most 9, the allocation's first digit). */
const chosenRoomSchema = z.object({
  scheduleId: int(),
  travellers: z.array(travellerSchema).check(z.minLength(1), z.maxLength(9)),
});

/** The party's own fields: the date's schedule id, and the rooms bounded (a stored 10,000 rooms never render). */
const PARTY_OWN = {
  scheduleId: nullDefault(int()),
  rooms: z.array(chosenRoomSchema).check(z.maxLength(MAX_PARTY)),
};

/**
 * The party as stored: the day and the size read by the booking's schema, the date's and the rooms'
 * ids by the party's own (the bounds keep a stored party of 10,000 from rendering), the size as
 * typed kept as text.
 */
function restoreParty(stored: unknown, empty: PartyPart): Restored<PartyPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, PARTY_FIELDS);
  for (const [field, schema] of Object.entries(PARTY_OWN)) {
    if (!(field in values)) continue;
    const parsed = z.safeParse(schema as z.core.$ZodType, values[field]);
    if (parsed.success) Object.assign(part, { [field]: parsed.data });
    else dropped.push(field);
  }
  part.paxInput = typeof values.paxInput === 'string' ? values.paxInput.slice(0, 6) : null;
  return { part, dropped };
}

/** A chosen service as the extras keep it: the service's id, for whom, an equipment's body data. */
const chosenServiceSchema = z.object({
  id: int(),
  travellerIndex: nullDefault(int().check(z.minimum(0), z.maximum(MAX_PARTY - 1))),
  details: nullDefault(equipmentDetailsSchema),
});

/** A chosen extension as the extras keep it: the service's id and the nights before (vv) and after (nv). */
const chosenExtensionSchema = z.object({ id: int(), vv: nightsSchema, nv: nightsSchema });

/**
 * The most choices of a kind a booking can hold: one per entry and traveller of the largest party
 * (the entries seen are at most MAX_PARTY a family). More stored is no booking of this page.
 */
const MAX_CHOICES = MAX_PARTY * MAX_PARTY;

/** How each list of choices is read: each choice by its shape, and what makes two the same choice. */
const CHOICES = {
  ...byServiceField(() => ({
    schema: chosenServiceSchema as z.core.$ZodType,
    key: (choice: unknown) => `${(choice as ChosenService).id}/${(choice as ChosenService).travellerIndex}`,
  })),
  accommodations: { schema: chosenExtensionSchema, key: (choice: unknown) => String((choice as ChosenExtension).id) },
  railFly: { schema: int(), key: (id: unknown) => String(id) },
};

/**
 * A stored list of choices read choice by choice: one that does not read goes (and only it), and
 * each choice counts once. Null when it is no list.
 */
function readChoices(stored: unknown, { schema, key }: (typeof CHOICES)[keyof typeof CHOICES]) {
  if (!Array.isArray(stored)) return null;
  const keys = new Set<string>();
  const choices = stored.slice(0, MAX_CHOICES).flatMap((item: unknown) => {
    const parsed = z.safeParse(schema, item);
    if (!parsed.success || keys.has(key(parsed.data))) return [];
    keys.add(key(parsed.data));
    return [parsed.data];
  });
  return { choices, whole: choices.length === stored.length };
}

/** The extras as stored: the /fapi booking's fields by its schema, the services, extensions and rail and fly choice by choice. */
function restoreExtras(stored: unknown, empty: ExtrasPart): Restored<ExtrasPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, EXTRAS_BOOKING_FIELDS);
  for (const field of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    if (!(field in values)) continue;
    const read = readChoices(values[field], CHOICES[field]);
    if (read) Object.assign(part, { [field]: read.choices });
    if (!read?.whole) dropped.push(field);
  }
  return { part, dropped };
}

/** The entries last seen as stored, entry by entry by the schema of its replies' entries: one that does not read is unseen. */
export function restoreLastSeen(stored: unknown, empty: LastSeen): LastSeen {
  if (!stored || typeof stored !== 'object') return empty;
  const schemas = {
    ...byServiceField(() => serviceEntrySchema),
    accommodations: accommodationSchema,
    railFly: railFlySchema,
    schedules: scheduleSchema,
  };
  const seen: LastSeen = { ...empty };
  for (const [field, schema] of Object.entries(schemas) as [keyof LastSeen, z.core.$ZodType][]) {
    const list = (stored as Record<string, unknown>)[field];
    if (!Array.isArray(list)) continue;
    // A day's room types, or a family's entries chosen: more stored is no booking of this page.
    const entries = list.slice(0, field === 'schedules' ? MAX_CHOICES : MAX_PARTY).flatMap((entry) => {
      const parsed = z.safeParse(schema, entry);
      return parsed.success ? [parsed.data] : [];
    });
    Object.assign(seen, { [field]: entries });
  }
  return seen;
}

/** Each concern's part read back by its own shape, field by field; `empty` is the page's new booking. */
export const PART_RESTORERS: {
  [K in keyof BookingParts]: (stored: unknown, empty: BookingState) => Restored<BookingParts[K]>;
} = {
  party: (stored, empty) => restoreParty(stored, empty.party),
  extras: (stored, empty) => restoreExtras(stored, empty.extras),
  arrival: (stored, empty) => restoreArrival(stored, empty.arrival),
  travellers: (stored, empty) => restoreTravellers(stored, empty.travellers),
  insurance: restoreInsurance,
  checkout: restoreCheckout,
};
