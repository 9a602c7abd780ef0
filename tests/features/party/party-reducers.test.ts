import { namedRooms, namedSchedule } from '@/domain/current-choices';
import { describe, expect, it } from 'vitest';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { bookingReconciled, bookingReducer } from '@/features/booking/booking-slice';
import { paxChanged, roomAdded, roomRemoved, scheduleSelected } from '@/features/party/party-reducers';
import { createSchedule } from '../../support/data';

const reduce = bookingReducer;

describe('the party: date, size and rooms (spec part 1 §4, §5)', () => {
  it('changing the selected date clears the rooms; the same date keeps them (spec part 1 §4)', () => {
    const first = createSchedule();
    const sameDateSingle = createSchedule({ id: first.id + 1, roomType: 'single', allocation: '1' });
    const otherDate = createSchedule({ id: 9, start: '2099-01-01' });
    let state = reduce(createEmptyBooking(), scheduleSelected({ schedule: first }));
    state = reduce(state, paxChanged({ pax: 2, roomOptions: [] }));
    state = reduce(state, roomAdded(first));
    expect(reduce(state, scheduleSelected({ schedule: sameDateSingle })).party.rooms).toHaveLength(1);
    expect(reduce(state, scheduleSelected({ schedule: otherDate })).party.rooms).toEqual([]);
  });

  it("a date chosen ends the notice that asked for one ('dateGone'); the other notices stay", () => {
    let state = reduce(createEmptyBooking(), bookingReconciled({ fields: {}, notices: ['dateGone', 'pricesUpdated'] }));
    state = reduce(state, scheduleSelected({ schedule: createSchedule() }));
    expect(state.notices).toEqual(['pricesUpdated']);
  });

  it.each([
    [6, true],
    [5, true],
    [0, false],
    [1, false],
    [4, false],
    [null, false],
  ] as const)(
    'selecting a schedule with flight control %s sets noFlight %s (spec part 1 §4)',
    (flightControl, noFlight) => {
      const state = reduce(createEmptyBooking(), scheduleSelected({ schedule: createSchedule({ flightControl }) }));
      const seen = namedSchedule(state.party, null, state.lastSeen.schedules);
      expect([seen?.flightControl, state.arrival.noFlight]).toEqual([flightControl, noFlight]);
    },
  );

  it.each([
    [1, 0],
    [3, 2],
    [5, 4],
  ])('pax %i keeps %i additional travellers (spec part 1 §4)', (pax, additional) => {
    const grown = reduce(
      reduce(createEmptyBooking(), paxChanged({ pax: 5, roomOptions: [] })),
      paxChanged({ pax: pax, roomOptions: [] }),
    );
    expect(grown.travellers.additionalUsers).toHaveLength(additional);
    expect(
      reduce(createEmptyBooking(), paxChanged({ pax: pax, roomOptions: [] })).travellers.additionalUsers,
    ).toHaveLength(additional);
  });

  it('a room holds as many travellers as its allocation says; removing takes the last of its type', () => {
    const twin = createSchedule();
    const single = createSchedule({ id: 77, roomType: 'single', allocation: '1' });
    let state = reduce(createEmptyBooking(), scheduleSelected({ schedule: twin }));
    state = reduce(state, roomAdded(twin));
    state = reduce(state, roomAdded(single));
    state = reduce(state, roomAdded(twin));
    // Each room is its room type's schedule id; the entries are seen beside the party, once each.
    expect(state.party.rooms.map((r) => [r.scheduleId, r.travellers.length])).toEqual([
      [twin.id, 2],
      [77, 1],
      [twin.id, 2],
    ]);
    const roomTypes = (s: typeof state) =>
      namedRooms(s.party, null, s.lastSeen.schedules).map((r) => r.schedule.roomType);
    expect(roomTypes(state)).toEqual(['twin', 'single', 'twin']);
    expect(state.lastSeen.schedules).toEqual(expect.arrayContaining([twin, single]));
    expect(state.lastSeen.schedules).toHaveLength(2);
    state = reduce(state, roomRemoved({ scheduleId: 77 }));
    expect(roomTypes(state)).toEqual(['twin', 'twin']);
    // The single room's entry stays seen: a room type of the chosen day, offered while another year's dates are listed.
    expect(state.lastSeen.schedules).toEqual([twin, single]);
    expect(reduce(state, roomRemoved({ scheduleId: 78 })).party.rooms).toHaveLength(2);
    // Another day: the room types of the day before are no longer kept.
    const otherDay = createSchedule({ id: 90, start: '2099-01-01' });
    expect(reduce(state, scheduleSelected({ schedule: otherDay })).lastSeen.schedules).toEqual([otherDay]);
  });
});
