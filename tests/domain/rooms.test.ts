import { describe, expect, it } from 'vitest';
import { countAllocatedPersons, countRemainingPersons, hasRoomError, personsPerRoom } from '../../src/domain/rooms';

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
