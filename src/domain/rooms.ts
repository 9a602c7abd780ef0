import { addDays } from './format/date';
import type { ScheduleFacts } from './types';

/** Rooms: how many persons a room holds, what is left to allocate, and what a room type is. */

/** The allocation's first character is the number of persons per room (spec part 1 §3). */
export function personsPerRoom(allocation: string): number {
  const persons = Number.parseInt(allocation.charAt(0), 10);
  return Number.isFinite(persons) && persons > 0 ? persons : 1;
}

type Occupied = { travellers: readonly unknown[] };

/** Travellers sitting in the booked rooms. */
export function countAllocatedPersons(rooms: readonly Occupied[]): number {
  return rooms.reduce((sum, room) => sum + room.travellers.length, 0);
}

/** Persons of the party who have no room yet; never below 0; without a party size nobody. */
export function countRemainingPersons(pax: number | null, rooms: readonly Occupied[]): number {
  if (pax === null) return 0;
  return Math.max(0, pax - countAllocatedPersons(rooms));
}

/** Leaving step 1 needs at least as many travellers in rooms as the party size (spec part 1 §5). */
export function hasRoomError(pax: number | null, rooms: readonly Occupied[]): boolean {
  return pax === null || countAllocatedPersons(rooms) < pax;
}

/**
 * How many of a room type's places the party leaves empty: each booked room of the type with
 * fewer travellers than it holds (a party made smaller keeps the last room, partly used), as
 * {persons, capacity}; none when every room is full.
 */
export function partlyUsedRooms(
  rooms: readonly { schedule: { roomType: string; allocation: string }; travellers: readonly unknown[] }[],
  roomType: string,
): { persons: number; capacity: number }[] {
  return rooms
    .filter((room) => room.schedule.roomType === roomType)
    .map((room) => ({ persons: room.travellers.length, capacity: personsPerRoom(room.schedule.allocation) }))
    .filter((room) => room.persons < room.capacity);
}

/**
 * With a single room option the room is added when the party size divides evenly (spec part 1
 * §4): the number of rooms to add, or 0.
 */
export function autoRoomCount(
  options: readonly Pick<ScheduleFacts, 'allocation' | 'bookable' | 'onRequest'>[],
  pax: number | null,
): number {
  if (pax === null || options.length !== 1) return 0;
  const [only] = options;
  if (!only || !(only.bookable || only.onRequest)) return 0;
  const persons = personsPerRoom(only.allocation);
  return pax % persons === 0 ? pax / persons : 0;
}

/**
 * Lowering the party size below the allocated persons removes a room or a traveller (spec part 1
 * §4): whole rooms from the end while that still leaves enough places, then single travellers
 * from the last room (it stays, partly used). Returns the occupancy per room to keep.
 */
export function fitRoomsToPax(occupancy: readonly number[], pax: number): number[] {
  const rooms = [...occupancy];
  let allocated = rooms.reduce((a, b) => a + b, 0);
  while (allocated > pax && rooms.length > 0) {
    const last = rooms[rooms.length - 1] ?? 0;
    if (allocated - last >= pax) {
      rooms.pop();
      allocated -= last;
    } else {
      rooms[rooms.length - 1] = last - (allocated - pax);
      allocated = pax;
    }
  }
  return rooms;
}

/**
 * Whether one more room of a type can be added (spec part 1 §4 "the plus is disabled when
 * unavailable"): the schedule is bookable or on request, rooms are left (on request: no limit),
 * and the room is not larger than the persons still without one (a half-used double room only
 * where the trip allows half-double rooms).
 */
export function canAddRoom({
  schedule,
  booked,
  remaining,
  halfDoubleRooms,
}: {
  schedule: Pick<ScheduleFacts, 'allocation' | 'bookable' | 'onRequest' | 'roomsAvailable'>;
  booked: number;
  remaining: number;
  halfDoubleRooms: boolean;
}): boolean {
  if (!schedule.bookable && !schedule.onRequest) return false;
  if (schedule.bookable && !schedule.onRequest && booked >= schedule.roomsAvailable) return false;
  const persons = personsPerRoom(schedule.allocation);
  return remaining >= persons || (halfDoubleRooms && remaining >= 1 && persons === 2);
}

/** The minus is disabled when no room of the type is booked. */
export function canRemoveRoom(booked: number): boolean {
  return booked > 0;
}

/** At 10 or fewer rooms left a 'few remaining' label shows (spec part 1 §9). */
const FEW_ROOMS_LEFT = 10;

export type AvailabilityLabel = { kind: 'full' } | { kind: 'onRequest' } | { kind: 'few'; count: number } | null;

/** The availability label of a room type: full, on request, few remaining, or none. */
export function roomAvailability(
  schedule: Pick<ScheduleFacts, 'bookable' | 'onRequest' | 'roomsAvailable'>,
): AvailabilityLabel {
  if (!schedule.bookable && schedule.onRequest) return { kind: 'onRequest' };
  if (!schedule.bookable || schedule.roomsAvailable <= 0) return { kind: 'full' };
  if (schedule.roomsAvailable <= FEW_ROOMS_LEFT) return { kind: 'few', count: schedule.roomsAvailable };
  return null;
}

const ROOM_TYPE_GROUPS = [
  'single',
  'twin',
  'triple',
  'tent',
  'multi',
  'bungalow',
  'singleCabin',
  'twinCabin',
  'suite',
  'guiding',
] as const;
type RoomTypeGroup = (typeof ROOM_TYPE_GROUPS)[number];
/** Room types travellers share with others (spec part 1 §3). */
const SHARED_ROOM_TYPES = ['LAG', 'MBZ', 'MLA', '___'] as const;

export type RoomType =
  { kind: 'group'; group: RoomTypeGroup } | { kind: 'shared'; code: string } | { kind: 'unknown'; code: string };

/** The group a room type code belongs to; an unknown code is shown as 'im {code}'. */
export function roomTypeOf(code: string): RoomType {
  if ((ROOM_TYPE_GROUPS as readonly string[]).includes(code)) return { kind: 'group', group: code as RoomTypeGroup };
  if ((SHARED_ROOM_TYPES as readonly string[]).includes(code)) return { kind: 'shared', code };
  return { kind: 'unknown', code };
}

/**
 * Different room types across the rooms clear the extensions (spec part 1 §4): each room named by
 * its room type, or by its schedule on the chosen day (one schedule is one room type on one day).
 */
export function hasMixedRoomTypes(roomTypes: readonly (string | number)[]): boolean {
  return new Set(roomTypes).size > 1;
}

/** Extra days a room's dates and one's own flight dates may move (spec part 1 §5 'Schedule date window for rooms', part 2 §5). */
const ROOM_WINDOW_DAYS = 15;

/** A date's stay, with the extension nights booked before and after it. */
export interface StayWithNights {
  start: string;
  end: string;
  nightsBefore: number;
  nightsAfter: number;
}

/**
 * The schedule's date window (rooms, and one's own flight dates): the start may move up to
 * ROOM_WINDOW_DAYS earlier and the end as many later, each plus the extension nights before and after.
 */
export function roomDateWindow({ start, end, nightsBefore, nightsAfter }: StayWithNights): {
  earliest: string;
  latest: string;
} {
  return {
    earliest: addDays(start, -(ROOM_WINDOW_DAYS + nightsBefore)),
    latest: addDays(end, ROOM_WINDOW_DAYS + nightsAfter),
  };
}
