import {
  accommodationSchema,
  bookingSchema,
  CABIN_CLASSES,
  equipmentDetailsSchema,
  MAX_PARTY,
  nightsSchema,
  railFlySchema,
  serviceEntrySchema,
} from '@/api/schemas';
import { byServiceField } from '@/api/service-kinds';
import { isLoginKind } from '@/domain/login';
import { int, nullDefault, z } from '@/config/z';
import type { BookingParts, BookingState, LastSeen } from '@/features/booking';
import { restoreCheckout } from '@/features/checkout';
import { restoreInsurance } from '@/features/insurance';
import { TRAVELLERS_FIELDS, type TravellersPart } from '@/features/travellers';
import { ARRIVAL_FIELDS, newFareForm, type ArrivalPart, type FareForm } from '@/features/arrival';
import { EXTRAS_BOOKING_FIELDS, type ExtrasPart } from '@/features/extras';
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

/** The party as stored: its fields read by the booking's schema (the bounds keep a stored party of 10,000 from rendering), the size as typed kept as text. */
function restoreParty(stored: unknown, empty: PartyPart): Restored<PartyPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, PARTY_FIELDS);
  part.paxInput = typeof values.paxInput === 'string' ? values.paxInput.slice(0, 6) : null;
  return { part, dropped };
}

/** The services' ids a part names a family's entries by. */
const idsSchema = z.array(int());

/** Chosen services as the extras keep them: the service's id, for whom, an equipment's body data. */
const chosenServicesSchema = z.array(
  z.object({
    id: int(),
    travellerIndex: nullDefault(int().check(z.minimum(0), z.maximum(MAX_PARTY - 1))),
    details: nullDefault(equipmentDetailsSchema),
  }),
);

/** Chosen extensions as the extras keep them: the service's id and the nights before (vv) and after (nv). */
const chosenExtensionsSchema = z.array(z.object({ id: int(), vv: nightsSchema, nv: nightsSchema }));

/**
 * Each choice once (the same service for the same traveller, the same extension or rail and fly),
 * at most one per traveller of the largest party: a stored list of thousands never renders.
 */
function onceEach<C>(choices: readonly C[], key: (choice: C) => string): C[] {
  const seen = new Set<string>();
  return choices
    .filter((choice) => {
      const k = key(choice);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, MAX_PARTY);
}

const CHOICE_KEYS = {
  ...byServiceField(
    () => (choice: { id: number; travellerIndex: number | null }) => `${choice.id}/${choice.travellerIndex}`,
  ),
  accommodations: (choice: { id: number }) => String(choice.id),
  railFly: (id: number) => String(id),
};

/** The extras as stored: the /fapi booking's fields by its schema, the services and rail and fly by their ids. */
function restoreExtras(stored: unknown, empty: ExtrasPart): Restored<ExtrasPart> {
  const { part, dropped, values } = restoreByBookingFields(stored, empty, EXTRAS_BOOKING_FIELDS);
  const named = {
    ...byServiceField(() => chosenServicesSchema),
    accommodations: chosenExtensionsSchema,
    railFly: idsSchema,
  };
  for (const [field, schema] of Object.entries(named) as [keyof typeof named, z.core.$ZodType][]) {
    if (!(field in values)) continue;
    const parsed = z.safeParse(schema, values[field]);
    if (!parsed.success) dropped.push(field);
    else {
      const choices = onceEach(parsed.data as unknown[], CHOICE_KEYS[field] as (choice: unknown) => string);
      Object.assign(part, { [field]: choices });
      if (choices.length !== (parsed.data as unknown[]).length) dropped.push(field);
    }
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
  };
  const seen: LastSeen = { ...empty };
  for (const [field, schema] of Object.entries(schemas) as [keyof LastSeen, z.core.$ZodType][]) {
    const list = (stored as Record<string, unknown>)[field];
    if (!Array.isArray(list)) continue;
    const entries = list.slice(0, MAX_PARTY).flatMap((entry) => {
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
