// Derive, don't copy: a stored choice names a catalogue entry (a date, a room type, a service), and
// what that entry costs and says is the current reply's. A reply that comes again with a new price
// (a retry, a refresh) changes the total shown and sent at once; the entry last seen only stands in while
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
export const sameDate = (a: Dated, b: Dated) => a.id === b.id && a.start === b.start;

const serviceId = (entry: { service: { id: number } }) => entry.service.id;

/** The entry of schedule `id` on `day`: as the dates' current reply has it, else as the booking last saw it; null when neither names it. */
const namedDate = <D extends Dated>(
  id: number,
  day: string | null,
  list: readonly D[] | null,
  seen: readonly D[],
): D | null => {
  const named = { id, start: day ?? '' };
  return (
    list?.find((schedule) => sameDate(schedule, named)) ?? seen.find((schedule) => sameDate(schedule, named)) ?? null
  );
};

/** The chosen date (its prices, its flight price, its reductions) as the dates' current reply has it, else as last seen. */
export const namedSchedule = <D extends Dated>(
  party: { scheduleId: number | null; selectedDate: string | null },
  list: readonly D[] | null,
  seen: readonly D[],
): D | null => (party.scheduleId === null ? null : namedDate(party.scheduleId, party.selectedDate, list, seen));

/**
 * Each chosen room with its room type on the chosen day, as the dates' current reply has it (else as
 * last seen); a room whose room type neither names is left out (the restore drops such a room).
 */
export const namedRooms = <D extends Dated, T>(
  party: { selectedDate: string | null; rooms: readonly { scheduleId: number; travellers: T }[] },
  list: readonly D[] | null,
  seen: readonly D[],
): { schedule: D; travellers: T }[] =>
  party.rooms.flatMap(({ scheduleId, travellers }) => {
    const schedule = namedDate(scheduleId, party.selectedDate, list, seen);
    return schedule ? [{ schedule, travellers }] : [];
  });

/**
 * The room types on offer on the chosen day: as the dates' list has that day; when the list does not
 * answer for it (another year's dates, or on their way), as the booking last saw them. A list that
 * answers for the day and lacks it offers none there (the date is gone). None without a day.
 */
export const offeredOn = <D extends Dated>(
  day: string | null,
  listed: ReadonlyMap<string, readonly D[]>,
  seen: readonly D[],
  listAnswersForDay: boolean,
): readonly D[] =>
  day === null ? [] : (listed.get(day) ?? (listAnswersForDay ? [] : seen.filter((schedule) => schedule.start === day)));

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
