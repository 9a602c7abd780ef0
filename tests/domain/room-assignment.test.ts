import { describe, expect, it } from 'vitest';
import { defaultRoomPlaces, placeTraveller, resolveRoomPlaces, unassignedTravellers } from '@/domain/room-assignment';

// Issue 23 item 9: who sleeps where; spec part 1 §8 and part 2 §8 'unassigned traveller'.
describe('who sleeps where', () => {
  it.each([
    ['a double and a single room, three travellers', [2, 1], 3, [[0, 1], [2]]],
    ['a single room first', [1, 2], 3, [[0], [1, 2]]],
    [
      'more places than travellers',
      [2, 2],
      3,
      [
        [0, 1],
        [2, null],
      ],
    ],
    ['no rooms', [], 2, []],
  ])('in order by default: %s', (_case, occupancy, count, expected) => {
    expect(defaultRoomPlaces(occupancy, count)).toEqual(expected);
  });

  it.each([
    ['nothing chosen', null, [2, 1], 3, [[0, 1], [2]]],
    ['a choice that fits', [[2, 0], [1]], [2, 1], 3, [[2, 0], [1]]],
    ['rooms changed since (another count of rooms)', [[2, 0], [1]], [2, 1, 1], 4, [[0, 1], [2], [3]]],
    ['rooms changed since (other sizes)', [[2], [0, 1]], [2, 1], 3, [[0, 1], [2]]],
    ['a traveller no longer in the party', [[0, 5], [1]], [2, 1], 3, [[0, null], [1]]],
    ['a traveller in two places', [[0, 0], [1]], [2, 1], 3, [[0, null], [1]]],
  ])('the choice that counts: %s', (_case, chosen, occupancy, count, expected) => {
    expect(resolveRoomPlaces(chosen, occupancy, count)).toEqual(expected);
  });

  it.each([
    ['everybody placed', [[0, 1], [2]], 3, []],
    ['an empty place', [[0, null], [1]], 3, [2]],
    ['fewer places than travellers', [[0, 1]], 3, [2]],
  ])('the unassigned travellers: %s', (_case, places, count, expected) => {
    expect(unassignedTravellers(places, count)).toEqual(expected);
  });

  it.each([
    ['into another room: the two swap', [[0, 1], [2]], { room: 1, place: 0 }, 0, [[2, 1], [0]]],
    ['within a room', [[0, 1], [2]], { room: 0, place: 1 }, 0, [[1, 0], [2]]],
    ['to the place they have', [[0, 1], [2]], { room: 0, place: 0 }, 0, [[0, 1], [2]]],
    ['into an empty place: theirs empties', [[0, null], [1]], { room: 0, place: 1 }, 1, [[0, 1], [null]]],
    ['an unplaced traveller takes the place; its occupant is unplaced', [[0, 1]], { room: 0, place: 1 }, 2, [[0, 2]]],
    ['nobody: the place empties', [[0, 1], [2]], { room: 1, place: 0 }, null, [[0, 1], [null]]],
    ['a place that does not exist changes nothing', [[0, 1], [2]], { room: 3, place: 0 }, 1, [[0, 1], [2]]],
  ])('a traveller is given a place: %s', (_case, places, at, traveller, expected) => {
    expect(placeTraveller(places, at, traveller)).toEqual(expected);
  });
});
