import type { Booking, RailFly, ServiceEntry } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceField } from '@/api/service-kinds';
import type { ExtrasPart } from '@/features/extras';

/**
 * The catalogue's entries the booking names, as the booking last saw them: when the person chose
 * them, or when the reconcile took them again from the replies. No choice (the parts name them by
 * id) and no price that counts: each stands in while no current reply lists its entry (before the
 * replies after a reload, a failed call), and the reconcile tells a changed price by it.
 */
export type LastSeen = Record<ServiceField, ServiceEntry[]> & { railFly: RailFly[] };

/** The extras' lists the booking keeps entries seen for, each under the extras' own name. */
export const SEEN_FIELDS = [
  ...SERVICE_KINDS.map((kind) => kind.field),
  'railFly',
] as const satisfies readonly (keyof LastSeen & keyof ExtrasPart)[];

/** A new booking has seen nothing. */
export const newLastSeen = (): LastSeen => ({ ...byServiceField((): ServiceEntry[] => []), railFly: [] });

/** A catalogue entry as seen, without what the booking added to it (for whom, the body data). */
const entryOf = ({ travellerIndex: _for, details: _details, ...entry }: Booking['upgrades'][number]): ServiceEntry =>
  entry;

/** The entries, once each (the same equipment for two travellers is one entry). */
const onceEach = <E extends { service: { id: number } }>(entries: readonly E[]): E[] =>
  entries.filter((entry, index) => entries.findIndex((other) => other.service.id === entry.service.id) === index);

/** A booking read from the server names its entries as it carries them. */
export const lastSeenOf = (booking: Pick<Booking, ServiceField | 'railFly'>): LastSeen => ({
  ...byServiceField((kind) => onceEach(booking[kind.field].map(entryOf))),
  railFly: booking.railFly,
});

/** An entry seen as it is chosen now: it replaces an earlier sight of it. */
export const seenWith = <E extends { service: { id: number } }>(seen: readonly E[], entry: E): E[] => [
  ...seen.filter((earlier) => earlier.service.id !== entry.service.id),
  entry,
];

/** The ids the extras name in one of their lists. */
export const namedIds = (
  extras: Pick<ExtrasPart, (typeof SEEN_FIELDS)[number]>,
  field: (typeof SEEN_FIELDS)[number],
) => (field === 'railFly' ? extras.railFly : extras[field].map((choice) => choice.id));

/** Only the entries the booking still names (by the extras' ids); the same object when it names them all. */
export function namedOnly(seen: LastSeen, extras: Pick<ExtrasPart, (typeof SEEN_FIELDS)[number]>): LastSeen {
  let next = seen;
  for (const field of SEEN_FIELDS) {
    const ids = namedIds(extras, field);
    const kept = (seen[field] as readonly ServiceEntry[]).filter((entry) => ids.includes(entry.service.id));
    if (kept.length !== seen[field].length) next = { ...next, [field]: kept };
  }
  return next;
}
