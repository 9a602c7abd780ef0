import type { Booking, RailFly } from '@/api/schemas';

/**
 * The catalogue's entries the booking names, as the booking last saw them: when the person chose
 * them, or when the reconcile took them again from the replies. No choice (the parts name them by
 * id) and no price that counts: each stands in while no current reply lists its entry (before the
 * replies after a reload, a failed call), and the reconcile tells a changed price by it.
 */
export interface LastSeen {
  railFly: RailFly[];
}

/** A new booking has seen nothing. */
export const newLastSeen = (): LastSeen => ({ railFly: [] });

/** A booking read from the server names its entries as it carries them. */
export const lastSeenOf = (booking: Pick<Booking, 'railFly'>): LastSeen => ({ railFly: booking.railFly });

/** An entry seen as it is chosen now: it replaces an earlier sight of it. */
export const seenWith = <E extends { service: { id: number } }>(seen: readonly E[], entry: E): E[] => [
  ...seen.filter((earlier) => earlier.service.id !== entry.service.id),
  entry,
];

/** Only the entries the booking still names (by the extras' ids); the same object when it names them all. */
export function namedOnly(seen: LastSeen, chosen: { railFly: readonly number[] }): LastSeen {
  const railFly = seen.railFly.filter((entry) => chosen.railFly.includes(entry.service.id));
  return railFly.length === seen.railFly.length ? seen : { ...seen, railFly };
}
