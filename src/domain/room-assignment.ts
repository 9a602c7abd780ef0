/**
 * Who sleeps where: per booked room, per place in it, the traveller (0 is the customer, 1… the
 * additional travellers in order) or null for a place nobody was given. The person's choice is
 * stored; what counts is always checked against the rooms and the party as they are now.
 */
export type RoomPlaces = readonly (readonly (number | null)[])[];

/** The travellers in order, room by room (the default: traveller 1 and 2 in room 1, …). */
export function defaultRoomPlaces(occupancy: readonly number[], travellerCount: number): (number | null)[][] {
  let next = 0;
  return occupancy.map((places) => Array.from({ length: places }, () => (next < travellerCount ? next++ : null)));
}

/**
 * The assignment that counts: the stored choice when it still fits the rooms (one entry per room,
 * one per place), with a traveller who is not in the party or stands in two places left out; the
 * default order when there is no choice or the rooms have changed since it was made.
 */
export function resolveRoomPlaces(
  chosen: RoomPlaces | null,
  occupancy: readonly number[],
  travellerCount: number,
): (number | null)[][] {
  const fits =
    chosen !== null && chosen.length === occupancy.length && chosen.every((room, r) => room.length === occupancy[r]);
  if (!fits) return defaultRoomPlaces(occupancy, travellerCount);
  const seen = new Set<number>();
  return chosen.map((room) =>
    room.map((traveller) => {
      if (
        traveller === null ||
        !Number.isInteger(traveller) ||
        traveller < 0 ||
        traveller >= travellerCount ||
        seen.has(traveller)
      )
        return null;
      seen.add(traveller);
      return traveller;
    }),
  );
}

/** The travellers who have no place in any room, in order (spec part 1 §8 'unassigned traveller'). */
export function unassignedTravellers(places: RoomPlaces, travellerCount: number): number[] {
  const placed = new Set(places.flat());
  return Array.from({ length: travellerCount }, (_, index) => index).filter((index) => !placed.has(index));
}

/**
 * A traveller is given a place: whoever had that place takes the traveller's former one (a swap,
 * so nobody loses their room); null empties the place.
 */
export function placeTraveller(
  places: RoomPlaces,
  at: { room: number; place: number },
  traveller: number | null,
): (number | null)[][] {
  const next = places.map((room) => [...room]);
  const target = next[at.room];
  if (!target || at.place < 0 || at.place >= target.length) return next;
  const previous = target[at.place] ?? null;
  if (traveller !== null) {
    for (const room of next) {
      const index = room.indexOf(traveller);
      if (index >= 0) room[index] = previous;
    }
  }
  target[at.place] = traveller;
  return next;
}
