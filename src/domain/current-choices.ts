// Derive, don't copy: a stored choice names a catalogue entry (a date, a room type, a service), and
// what that entry costs and says is the current reply's. A reply that comes again with a new price
// (a retry, a refresh) changes the total shown and sent at once; the stored copy only stands in while
// the current reply lists no such entry (not loaded yet, another year's dates, gone: the reconcile
// after a reload or a refresh drops a gone one and says so).

/** A catalogue entry of a service kind, an extension or rail and fly: named by its service's id. */
interface Entry {
  service: { id: number };
}
/** An extension: its entry with the nights before (vv) and after (nv) the trip. */
type Extension = Entry & { additionalData: { vv: number; nv: number } };
/** A date (a schedule: one room type on one day), named by its id and its day. */
interface Dated {
  id: number;
  start: string;
}

/** The same room type on the same day: the id alone could name another day in another reply. */
const sameDate = (a: Dated, b: Dated) => a.id === b.id && a.start === b.start;

/** Two entries whose fields are the same values (by identity). */
const sameFields = <T>(a: T, b: T): boolean => {
  const keys = Object.keys(a as object) as (keyof T)[];
  return keys.length === Object.keys(b as object).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * Each stored entry as the current list has it (matched by `ids`, merged by `take`); the stored list
 * itself when nothing differs, so a selector fed by it recomputes nothing.
 */
function current<T, C, K>(
  stored: T[],
  list: readonly C[] | null,
  ids: { stored: (entry: T) => K; listed: (entry: C) => K; same?: (a: K, b: K) => boolean },
  take: (stored: T, current: C) => T,
): T[] {
  if (!list || list.length === 0 || stored.length === 0) return stored;
  let changed = false;
  const same = ids.same ?? Object.is;
  const next = stored.map((entry) => {
    const found = list.find((candidate) => same(ids.listed(candidate), ids.stored(entry)));
    if (found === undefined) return entry;
    const taken = take(entry, found);
    if (sameFields(taken, entry)) return entry;
    changed = true;
    return taken;
  });
  return changed ? next : stored;
}

const serviceId = (entry: { service: { id: number } }) => entry.service.id;

/** The chosen date (its prices, its flight price, its reductions) as the dates' current reply has it. */
export const currentSchedule = <D extends Dated>(stored: D | null, schedules: readonly D[] | null): D | null =>
  stored && (schedules?.find((schedule) => sameDate(schedule, stored)) ?? stored);

/** Each chosen room with its room type's current price. */
export const currentRooms = <R extends { schedule: Dated }>(
  rooms: R[],
  schedules: readonly R['schedule'][] | null,
): R[] =>
  current(
    rooms,
    schedules,
    { stored: (room) => room.schedule, listed: (schedule) => schedule, same: sameDate },
    (room, schedule) => ({ ...room, schedule }),
  );

/**
 * The entries a booking names by their services' ids, in the order chosen: each as the current list
 * has it, else as the booking last saw it (the reply not here yet, failed, or gone since). An id
 * neither names is left out (features/extras `selectChoicesUnnamed` says so until its reply decides).
 */
export const namedEntries = <E extends Entry>(
  ids: readonly number[],
  list: readonly E[] | null,
  seen: readonly E[],
): E[] =>
  ids.flatMap((id) => {
    const entry = list?.find((candidate) => serviceId(candidate) === id) ?? seen.find((s) => serviceId(s) === id);
    return entry ? [entry] : [];
  });

/**
 * The extensions a booking names by their ids, each as the current list has it (else as last seen)
 * with the person's nights before (vv) and after (nv); one named by neither is left out.
 */
export const namedExtensions = <E extends Extension>(
  chosen: readonly { id: number; vv: number; nv: number }[],
  list: readonly E[] | null,
  seen: readonly E[],
): E[] =>
  chosen.flatMap(({ id, vv, nv }) =>
    namedEntries([id], list, seen).map((entry) => ({ ...entry, additionalData: { ...entry.additionalData, vv, nv } })),
  );

/**
 * Every chosen date and room type is in the dates' current list: else its price is the stored one
 * (another year's list is shown, or it is gone) and is asked for again before it counts.
 */
export const areDatesListed = (chosen: readonly Dated[], schedules: readonly Dated[]): boolean =>
  chosen.every((stored) => schedules.some((schedule) => sameDate(schedule, stored)));

/**
 * The services a booking names by their ids, each as the current list has it (else as last seen)
 * with whom it is for and the equipment's details; one named by neither is left out (`namedEntries`).
 */
export const namedServices = <
  C extends Entry,
  S extends { id: number; travellerIndex: number | null; details: unknown },
>(
  chosen: readonly S[],
  list: readonly C[] | null,
  seen: readonly C[],
): (C & Pick<S, 'travellerIndex' | 'details'>)[] =>
  chosen.flatMap((choice) =>
    namedEntries([choice.id], list, seen).map((entry) => ({
      ...entry,
      travellerIndex: choice.travellerIndex,
      details: choice.details,
    })),
  );

/** Every chosen id is in its family's current list. */
export const areIdsListed = (ids: readonly number[], catalogue: readonly Entry[]): boolean =>
  ids.every((id) => catalogue.some((entry) => serviceId(entry) === id));
