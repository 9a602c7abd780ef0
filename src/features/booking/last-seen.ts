import type { Accommodation, Booking, RailFly, ServiceEntry } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceField } from '@/api/service-kinds';
import type { ExtrasPart } from '@/features/extras';

/**
 * The catalogue's entries the booking names, as the booking last saw them: when the person chose
 * them, or when the reconcile took them again from the replies. No choice (the parts name them by
 * id) and no price that counts: each stands in while no current reply lists its entry (before the
 * replies after a reload, a failed call), and the reconcile tells a changed price by it.
 */
export type LastSeen = Record<ServiceField, ServiceEntry[]> & { accommodations: Accommodation[]; railFly: RailFly[] };

/** The extras' lists the booking keeps entries seen for, each under the extras' own name. */
export const SEEN_FIELDS = [
  ...SERVICE_KINDS.map((kind) => kind.field),
  'accommodations',
  'railFly',
] as const satisfies readonly (keyof LastSeen & keyof ExtrasPart)[];

/** A new booking has seen nothing. */
export const newLastSeen = (): LastSeen => ({
  ...byServiceField((): ServiceEntry[] => []),
  accommodations: [],
  railFly: [],
});

/** A catalogue entry as seen, without what the booking added to it (for whom, the body data). */
export const entryOf = ({
  travellerIndex: _for,
  details: _details,
  ...entry
}: ServiceEntry & Partial<Pick<Booking['upgrades'][number], 'travellerIndex' | 'details'>>): ServiceEntry => entry;

/** The entries, once each (the same equipment for two travellers is one entry). */
export const onceEach = <E extends { service: { id: number } }>(entries: readonly E[]): E[] =>
  entries.filter((entry, index) => entries.findIndex((other) => other.service.id === entry.service.id) === index);

/** A booking read from the server names its entries as it carries them. */
export const lastSeenOf = (booking: Pick<Booking, ServiceField | 'accommodations' | 'railFly'>): LastSeen => ({
  ...byServiceField((kind) => onceEach(booking[kind.field].map(entryOf))),
  accommodations: onceEach(booking.accommodations),
  railFly: onceEach(booking.railFly),
});

/** An entry seen as it is chosen now: it replaces an earlier sight of it. */
export const seenWith = <E extends { service: { id: number } }>(seen: readonly E[], entry: E): E[] => [
  ...seen.filter((earlier) => earlier.service.id !== entry.service.id),
  entry,
];

/** One of the extras' lists the booking keeps entries seen for. */
export type SeenField = (typeof SEEN_FIELDS)[number];

/** The ids the extras name in one of their lists. */
export const namedIds = (extras: Pick<ExtrasPart, SeenField>, field: SeenField): number[] =>
  field === 'railFly' ? extras.railFly : extras[field].map((choice) => choice.id);

/**
 * The extras naming only what the booking has seen: a choice whose entry storage lost names nothing
 * the page could show or price, so it goes (and the restore says stored data was dropped). The same
 * object when every choice is seen.
 */
export function seenChoicesOnly(extras: ExtrasPart, seen: LastSeen): ExtrasPart {
  let next = extras;
  for (const field of SEEN_FIELDS) {
    const seenIds = (seen[field] as readonly { service: { id: number } }[]).map((entry) => entry.service.id);
    const ids = namedIds(extras, field);
    if (ids.every((id) => seenIds.includes(id))) continue;
    next =
      field === 'railFly'
        ? { ...next, railFly: extras.railFly.filter((id) => seenIds.includes(id)) }
        : { ...next, [field]: (extras[field] as readonly { id: number }[]).filter((c) => seenIds.includes(c.id)) };
  }
  return next;
}

/** Only the entries the booking still names (by the extras' ids); the same object when it names them all. */
export function namedOnly(seen: LastSeen, extras: Pick<ExtrasPart, SeenField>): LastSeen {
  let next = seen;
  for (const field of SEEN_FIELDS) {
    const ids = namedIds(extras, field);
    const kept = (seen[field] as readonly ServiceEntry[]).filter((entry) => ids.includes(entry.service.id));
    if (kept.length !== seen[field].length) next = { ...next, [field]: kept };
  }
  return next;
}
