import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Schedule } from '@/api/schemas';
import { autoRoomCount, countRemainingPersons, fitRoomsToPax, personsPerRoom } from '@/domain/rooms';
import { bookingLoaded, newTraveller } from '@/features/choices';
import { newParty, partyOf, type PartyPart } from './party-part';

function addRoom(state: PartyPart, schedule: Schedule): void {
  const persons = personsPerRoom(schedule.allocation);
  const remaining = countRemainingPersons(state.pax, state.rooms);
  const travellers = Math.max(1, Math.min(persons, remaining || persons));
  state.rooms.push({ scheduleId: schedule.id, travellers: Array.from({ length: travellers }, newTraveller) });
}

/**
 * With a single room option, the rooms the party fills when it divides evenly (spec part 1 §4):
 * every room full, travellers already in a room kept.
 */
function fillSingleRoomOption(state: PartyPart, roomOptions: readonly Schedule[]): void {
  const count = autoRoomCount(roomOptions, state.pax);
  const only = roomOptions[0];
  if (count === 0 || !only) return;
  const persons = personsPerRoom(only.allocation);
  // On one day, a schedule is one room type.
  const kept = state.rooms.filter((room) => room.scheduleId === only.id).slice(0, count);
  state.rooms = Array.from({ length: count }, (_, i) => {
    const travellers = [...(kept[i]?.travellers ?? [])];
    while (travellers.length < persons) travellers.push(newTraveller());
    return { scheduleId: only.id, travellers };
  });
}

/**
 * The same date chosen again ('Termin ändern', then the same one), with the same flight control:
 * nothing changes, so nothing resets (the fare, an opt-in answer). `chosen` is the date chosen
 * before as the booking last saw it.
 */
export const isSameDateChosen = (chosen: Schedule | null, schedule: Schedule) =>
  chosen?.erpId === schedule.erpId &&
  chosen.start === schedule.start &&
  chosen.flightControl === schedule.flightControl;

/** The party: the date, the party size and the rooms (spec part 1 §4). */
const partyReducers = {
  /**
   * A schedule is chosen: a new date clears the rooms (spec part 1 §4); the booking clears its
   * submit's error, and the extensions, the arrival and the transfers follow in the composition
   * (features/booking/cross-rules). The date's flight control, included flights and compulsory
   * upgrades are not stored: selectors derive them. The same day chosen again keeps its rooms.
   */
  scheduleSelected: (
    state: PartyPart,
    action: PayloadAction<{ schedule: Schedule; roomOptions?: readonly Schedule[] }>,
  ) => {
    const { schedule, roomOptions = [] } = action.payload;
    if (state.selectedDate !== schedule.start) {
      state.rooms = [];
      // The party keeps its size: a single room option it fills is booked again (spec part 1 §4).
      if (state.paxInput === null) fillSingleRoomOption(state, roomOptions);
    }
    state.scheduleId = schedule.id;
    state.selectedDate = schedule.start;
  },
  /**
   * The party size changes: rooms above it lose a room or a traveller, a single room option fills
   * up whenever the party divides evenly (spec part 1 §4); the flight choice resets in the
   * composition, the other travellers follow in their part (pax − 1), the compulsory upgrades by selector.
   */
  paxChanged: (state: PartyPart, action: PayloadAction<{ pax: number | null; roomOptions: readonly Schedule[] }>) => {
    const { pax, roomOptions } = action.payload;
    state.paxInput = null;
    if (pax === state.pax) return;
    state.pax = pax;
    if (pax !== null) {
      const occupancy = fitRoomsToPax(
        state.rooms.map((r) => r.travellers.length),
        pax,
      );
      state.rooms = state.rooms
        .slice(0, occupancy.length)
        .map((room, i) => ({ ...room, travellers: room.travellers.slice(0, occupancy[i]) }));
    }
    fillSingleRoomOption(state, roomOptions);
  },
  /** The party size field holds text that is not a valid size: kept as typed, it blocks step 1 (spec part 1 §5). */
  paxTyped: (state: PartyPart, action: PayloadAction<string>) => {
    state.paxInput = action.payload.slice(0, 6);
  },
  roomAdded: (state: PartyPart, action: PayloadAction<Schedule>) => {
    // Mixed room types clear the extensions in the composition (features/booking/cross-rules).
    addRoom(state, action.payload);
  },
  /** The last room of a room type goes (named by its schedule on the chosen day). */
  roomRemoved: (state: PartyPart, action: PayloadAction<{ scheduleId: number }>) => {
    const index = state.rooms.map((r) => r.scheduleId).lastIndexOf(action.payload.scheduleId);
    if (index >= 0) state.rooms.splice(index, 1);
  },
};

/** The party's own part of the booking (date, party size, rooms), written by this slice under its own name. */
const partySlice = createSlice({
  name: 'party',
  initialState: newParty,
  reducers: partyReducers,
  extraReducers: (builder) => {
    builder.addCase(bookingLoaded, (_state, action) => partyOf(action.payload));
  },
});

export const partyReducer = partySlice.reducer;
export const { scheduleSelected, paxChanged, paxTyped, roomAdded, roomRemoved } = partySlice.actions;
