/** Rooms: how many persons a room holds and how many travellers still need one (spec part 1 §3, §4, §5). */

/** The allocation's first character is the number of persons per room (spec part 1 §3). */
export function personsPerRoom(allocation: string): number {
  const persons = Number.parseInt(allocation.charAt(0), 10);
  return Number.isFinite(persons) && persons > 0 ? persons : 1;
}

/** Travellers sitting in the booked rooms. */
export function countAllocatedPersons(rooms: readonly { travellers: readonly unknown[] }[]): number {
  return rooms.reduce((sum, room) => sum + room.travellers.length, 0);
}

/**
 * Persons of the party who have no room yet (spec part 1 §4 "Remaining persons decrease as rooms
 * are added"); never below 0. Without a party size nobody is missing.
 */
export function countRemainingPersons(pax: number | null, rooms: readonly { travellers: readonly unknown[] }[]): number {
  if (pax === null) return 0;
  return Math.max(0, pax - countAllocatedPersons(rooms));
}

/** Leaving step 1 needs at least as many travellers in rooms as the party size (spec part 1 §5). */
export function hasRoomError(pax: number | null, rooms: readonly { travellers: readonly unknown[] }[]): boolean {
  return pax === null || countAllocatedPersons(rooms) < pax;
}
