import { describe, expect, it } from 'vitest';
import { MAX_EXTENSION_NIGHTS } from '@/domain/extensions';
import { addDays } from '@/domain/format/date';
import {
  autoRoomCount,
  canAddRoom,
  canRemoveRoom,
  fitRoomsToPax,
  partlyUsedRooms,
  hasMixedRoomTypes,
  roomAvailability,
  roomDateWindow,
  roomTypeOf,
  countAllocatedPersons,
  countRemainingPersons,
  hasRoomError,
  personsPerRoom,
} from '@/domain/rooms';

const room = (persons: number) => ({ travellers: Array.from({ length: persons }, () => ({})) });

describe('rooms (spec part 1 §3 "first character is persons per room")', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3+1', 3],
    ['2EZ', 2],
    ['X', 1],
    ['', 1],
  ])('allocation %j holds %i persons', (allocation, persons) => {
    expect(personsPerRoom(allocation)).toBe(persons);
  });

  it.each([
    [3, [], 3, true],
    [3, [room(2)], 1, true],
    [3, [room(2), room(1)], 0, false],
    [2, [room(2), room(1)], 0, false],
    [null, [room(2)], 0, true],
  ])('pax %s with rooms %j leaves %i remaining; room error %s (spec part 1 §5)', (pax, rooms, remaining, error) => {
    expect(countRemainingPersons(pax, rooms)).toBe(remaining);
    expect(hasRoomError(pax, rooms)).toBe(error);
  });

  it('counts the travellers of every room', () => {
    expect(countAllocatedPersons([room(2), room(3)])).toBe(5);
  });
});

const option = (allocation: string, bookable = true, onRequest = false) => ({ allocation, bookable, onRequest });

describe('auto-added room (spec part 1 §4 "single room option ... party size divides evenly")', () => {
  it.each([
    [[option('2')], 4, 2],
    [[option('2')], 3, 0],
    [[option('1')], 3, 3],
    [[option('2'), option('1')], 4, 0],
    [[option('2')], null, 0],
    [[option('2', false, false)], 2, 0],
    [[option('2', false, true)], 2, 1],
    [[], 2, 0],
  ])('options %j, pax %s -> %i rooms', (options, pax, count) => {
    expect(autoRoomCount(options, pax)).toBe(count);
  });
});

describe('lowering pax removes a room or a traveller (spec part 1 §4)', () => {
  it.each([
    [[2, 1], 3, [2, 1]],
    [[2, 1], 2, [2]],
    [[2, 2], 3, [2, 1]],
    [[2, 2, 1], 1, [1]],
    [[3], 1, [1]],
    [[2, 1], 0, []],
    [[], 2, []],
  ])('occupancy %j to pax %i -> %j', (occupancy, pax, expected) => {
    expect(fitRoomsToPax(occupancy, pax)).toEqual(expected);
  });
});

describe('a room the party leaves partly empty (issue 39 §6: a smaller party is told)', () => {
  const room = (roomType: string, allocation: string, persons: number) => ({
    schedule: { roomType, allocation },
    travellers: Array.from({ length: persons }),
  });
  it('4 in two doubles lowered to 3: the second double holds 1 of 2', () => {
    const rooms = fitRoomsToPax([2, 2], 3).map((persons) => room('twin', '2', persons));
    expect(partlyUsedRooms(rooms, 'twin')).toEqual([{ persons: 1, capacity: 2 }]);
  });
  it('full rooms and other types: none', () => {
    const rooms = [room('twin', '2', 2), room('single', '1', 1), room('triple', '3', 2)];
    expect(partlyUsedRooms(rooms, 'twin')).toEqual([]);
    expect(partlyUsedRooms(rooms, 'single')).toEqual([]);
    expect(partlyUsedRooms(rooms, 'triple')).toEqual([{ persons: 2, capacity: 3 }]);
  });
});

describe('plus and minus (spec part 1 §4)', () => {
  const schedule = (overrides = {}) => ({
    allocation: '2',
    bookable: true,
    onRequest: false,
    roomsAvailable: 2,
    ...overrides,
  });
  it.each([
    ['room and persons left', schedule(), 0, 2, false, true],
    ['not bookable, not on request', schedule({ bookable: false }), 0, 2, false, false],
    [
      'on request ignores the count',
      schedule({ bookable: false, onRequest: true, roomsAvailable: 0 }),
      3,
      2,
      false,
      true,
    ],
    ['all rooms of the type booked', schedule(), 2, 2, false, false],
    ['fewer persons left than the room holds', schedule(), 0, 1, false, false],
    ['half-double rooms allowed', schedule(), 0, 1, true, true],
    ['half-double only for twins', schedule({ allocation: '3' }), 0, 2, true, false],
    ['nobody left', schedule(), 0, 0, true, false],
  ] as const)('%s -> plus %s', (_name, s, booked, remaining, halfDoubleRooms, expected) => {
    expect(canAddRoom({ schedule: s, booked, remaining, halfDoubleRooms })).toBe(expected);
  });

  it('minus only when a room is booked', () => {
    expect([canRemoveRoom(0), canRemoveRoom(1)]).toEqual([false, true]);
  });
});

describe('availability labels (spec part 1 §2, §9 "10 or fewer")', () => {
  it.each([
    [{ bookable: true, onRequest: false, roomsAvailable: 20 }, null],
    [{ bookable: true, onRequest: false, roomsAvailable: 11 }, null],
    [
      { bookable: true, onRequest: false, roomsAvailable: 10 },
      { kind: 'few', count: 10 },
    ],
    [
      { bookable: true, onRequest: false, roomsAvailable: 1 },
      { kind: 'few', count: 1 },
    ],
    [{ bookable: true, onRequest: false, roomsAvailable: 0 }, { kind: 'full' }],
    [{ bookable: false, onRequest: false, roomsAvailable: 4 }, { kind: 'full' }],
    [{ bookable: false, onRequest: true, roomsAvailable: 0 }, { kind: 'onRequest' }],
  ])('%j -> %j', (schedule, label) => {
    expect(roomAvailability(schedule)).toEqual(label);
  });
});

describe('room type groups (spec part 1 §3)', () => {
  it.each([
    ['single', { kind: 'group', group: 'single' }],
    ['twinCabin', { kind: 'group', group: 'twinCabin' }],
    ['guiding', { kind: 'group', group: 'guiding' }],
    ['MBZ', { kind: 'shared', code: 'MBZ' }],
    ['___', { kind: 'shared', code: '___' }],
    ['LAG', { kind: 'shared', code: 'LAG' }],
    ['MLA', { kind: 'shared', code: 'MLA' }],
    ['XYZ', { kind: 'unknown', code: 'XYZ' }],
  ])('%s -> %j', (code, expected) => {
    expect(roomTypeOf(code)).toEqual(expected);
  });

  it('different room types across rooms (spec part 1 §4 clears the extensions)', () => {
    expect([
      hasMixedRoomTypes([]),
      hasMixedRoomTypes(['twin', 'twin']),
      hasMixedRoomTypes(['twin', 'single']),
      // Rooms named by their schedules on the chosen day: one schedule is one room type.
      hasMixedRoomTypes([11, 11]),
      hasMixedRoomTypes([11, 12]),
    ]).toEqual([false, false, true, false, true]);
  });
});

describe('date window for rooms (spec part 1 §5: 15 days each way plus extension days)', () => {
  it.each([
    [
      { start: '2027-05-10', end: '2027-05-17', nightsBefore: 0, nightsAfter: 0 },
      { earliest: '2027-04-25', latest: '2027-06-01' },
    ],
    [
      { start: '2027-05-10', end: '2027-05-17', nightsBefore: 2, nightsAfter: 3 },
      { earliest: '2027-04-23', latest: '2027-06-04' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(roomDateWindow(input)).toEqual(expected);
  });

  // The rooms of an extension (its nights before and after) always lie inside the window, so no
  // room choice can leave it (docs/decisions.md): every number of nights the extensions allow.
  it.each(Array.from({ length: MAX_EXTENSION_NIGHTS + 1 }, (_, nights) => nights))(
    '%i extension nights stay inside the window',
    (nights) => {
      const stay = { start: '2027-05-10', end: '2027-05-17', nightsBefore: nights, nightsAfter: nights };
      const window = roomDateWindow(stay);
      expect(addDays(stay.start, -nights) >= window.earliest).toBe(true);
      expect(addDays(stay.end, nights) <= window.latest).toBe(true);
      // …and the window reaches beyond the stay, where one's own flight may leave earlier.
      expect(window.earliest < addDays(stay.start, -nights)).toBe(true);
    },
  );
});
