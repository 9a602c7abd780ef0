import type { Accommodation, Booking, RailFly, Schedule, ServiceEntry } from '@/api/schemas';
import { sameDate } from '@/domain/current-choices';
import { byServiceField, SERVICE_KINDS, type ServiceField } from '@/api/service-kinds';
import type { ExtrasPart } from '@/features/extras';
import type { PartyPart } from '@/features/party';

/**
 * The catalogue's entries the booking names, as the booking last saw them: when the person chose
 * them (a room type the party may fill: when first offered), or when the reconcile took them again
 * from the replies. No choice (the parts name them by
 * id) and no price that counts: each stands in while no current reply lists its entry (before the
 * replies after a reload, a failed call), and the reconcile tells a changed price by it.
 */
export type LastSeen = Record<ServiceField, ServiceEntry[]> & {
  accommodations: Accommodation[];
  railFly: RailFly[];
  /** The chosen day's room types (its schedules): the chosen date's, each chosen room's and the others offered that day. */
  schedules: Schedule[];
};

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
  schedules: [],
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
export const lastSeenOf = (
  booking: Pick<Booking, ServiceField | 'accommodations' | 'railFly' | 'schedule' | 'rooms'>,
): LastSeen => ({
  ...byServiceField((kind) => onceEach(booking[kind.field].map(entryOf))),
  accommodations: onceEach(booking.accommodations),
  railFly: onceEach(booking.railFly),
  schedules: datesOnce([
    ...(booking.schedule ? [booking.schedule] : []),
    ...booking.rooms.map((room) => room.schedule),
  ]),
});

/** Dates, each once (two rooms of one room type are one entry). */
export const datesOnce = (schedules: readonly Schedule[]): Schedule[] =>
  schedules.filter((schedule, index) => schedules.findIndex((other) => sameDate(other, schedule)) === index);

/**
 * The dates seen with the chosen one as it is now (it replaces an earlier sight of it) and the room
 * types it may be given (`also`, each seen when first offered: a sight kept is never overwritten, so
 * the chosen date's entry stays the one chosen or taken again by the reconcile). The same list when
 * nothing is new.
 */
export function datesSeenWith(seen: Schedule[], chosen: Schedule | null, also: readonly Schedule[] = []): Schedule[] {
  const fresh = chosen && !seen.includes(chosen) ? chosen : null;
  // The chosen date takes its earlier sight's place; the rest come in the order the reply offers
  // them: the room rows keep their order when they are read from here.
  const kept = fresh ? seen.map((earlier) => (sameDate(earlier, fresh) ? fresh : earlier)) : seen;
  const offered = also.map((date) => (fresh && sameDate(date, fresh) ? fresh : date));
  const added = datesOnce([...offered, ...(fresh ? [fresh] : [])]).filter(
    (date) => !kept.some((earlier) => sameDate(earlier, date)),
  );
  return fresh === null && added.length === 0 ? seen : [...kept, ...added];
}

/**
 * Whether a date seen is one of the chosen day's room types: the chosen date, its rooms, and the room
 * types the party may still be given (the room rows read them while another year's dates are listed).
 */
const isOnChosenDay = (party: Pick<PartyPart, 'scheduleId' | 'selectedDate'>, date: Schedule) =>
  party.scheduleId !== null && date.start === party.selectedDate;

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

/** Only the entries the booking still names (by the party's and the extras' ids); the same object when it names them all. */
export function namedOnly(
  seen: LastSeen,
  extras: Pick<ExtrasPart, SeenField>,
  party: Pick<PartyPart, 'scheduleId' | 'selectedDate' | 'rooms'>,
): LastSeen {
  let next = seen;
  const dates = seen.schedules.filter((date) => isOnChosenDay(party, date));
  if (dates.length !== seen.schedules.length) next = { ...next, schedules: dates };
  for (const field of SEEN_FIELDS) {
    const ids = namedIds(extras, field);
    const kept = (seen[field] as readonly ServiceEntry[]).filter((entry) => ids.includes(entry.service.id));
    if (kept.length !== seen[field].length) next = { ...next, [field]: kept };
  }
  return next;
}

/**
 * The party naming only dates the booking has seen: a date whose entry storage lost goes with its
 * rooms, a room whose room type it lost goes (the restore says stored data was dropped). The same
 * object when every one is seen. Rooms without a date are no rooms.
 */
export function seenPartyOnly(party: PartyPart, seen: LastSeen): PartyPart {
  if (party.scheduleId === null) return party.rooms.length === 0 ? party : { ...party, rooms: [] };
  if (!seen.schedules.some((date) => date.id === party.scheduleId && isOnChosenDay(party, date)))
    return { ...party, scheduleId: null, selectedDate: null, rooms: [] };
  const rooms = party.rooms.filter((room) =>
    seen.schedules.some((date) => date.id === room.scheduleId && date.start === party.selectedDate),
  );
  return rooms.length === party.rooms.length ? party : { ...party, rooms };
}
