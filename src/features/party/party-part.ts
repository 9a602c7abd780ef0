import { bookingDefaults } from '@/api/entity-defaults';
import { namedSchedule } from '@/domain/current-choices';
import type { Booking, Traveller } from '@/api/schemas';

/** A chosen room: its room type on the chosen day (the date's schedule id) and who sleeps in it. */
export interface ChosenRoom {
  scheduleId: number;
  travellers: Traveller[];
}

/**
 * The party's part of the booking (spec part 1 §4): the date chosen (its schedule's id and its day),
 * the rooms with who sleeps in each, and the party size, with the size as typed while it is no valid
 * size. What the date and each room type are and cost is the dates' current reply's
 * (domain/current-choices); the entry the booking last saw stands in while no reply lists it.
 */
export interface PartyPart extends Pick<Booking, 'selectedDate' | 'pax'> {
  /** The chosen date's schedule id; its day is `selectedDate`. */
  scheduleId: number | null;
  rooms: ChosenRoom[];
  /** The party size as typed while it is not a valid size (empty, not a number, out of bounds); null when `pax` is it. */
  paxInput: string | null;
}

/** The booking's fields this part holds as the /fapi booking names them (the date and rooms it holds by id). */
export const PARTY_FIELDS = ['selectedDate', 'pax'] as const satisfies readonly (keyof Booking & keyof PartyPart)[];

/** A new booking's party: no date, no rooms, no size yet (the Booking entity's defaults, api/entity-defaults). */
export const newParty = (): PartyPart => partyOf(bookingDefaults());

/** A chosen room as a /fapi booking carries it (with its room type's entry). */
export const chosenRoomOf = (room: Booking['rooms'][number]): ChosenRoom => ({
  scheduleId: room.schedule.id,
  travellers: room.travellers,
});

/** The party of a booking read from the server (a stored booking opened again). */
export const partyOf = (booking: Pick<Booking, 'schedule' | 'selectedDate' | 'rooms' | 'pax'>): PartyPart => ({
  scheduleId: booking.schedule?.id ?? null,
  // The chosen day is the date's own (a server may send the day as a time).
  selectedDate: booking.schedule?.start ?? booking.selectedDate ?? null,
  rooms: booking.rooms.map(chosenRoomOf),
  pax: booking.pax,
  paxInput: null,
});

/** The chosen date's entry as the booking last saw it (the same schedule on the same day); null when none is chosen or seen. */
export const seenDateOf = <D extends { id: number; start: string }>(
  party: Pick<PartyPart, 'scheduleId' | 'selectedDate'>,
  seen: readonly D[],
): D | null => namedSchedule(party, null, seen);
