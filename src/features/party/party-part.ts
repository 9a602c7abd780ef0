import type { Booking } from '@/api/schemas';

/**
 * The party's part of the booking (spec part 1 §4): the date chosen, its day, the rooms with who
 * sleeps in each, and the party size, with the size as typed while it is no valid size. The chosen
 * date and room types are priced by the dates' current reply (domain/current-choices); the stored
 * entry only stands in while no reply lists it.
 */
export interface PartyPart extends Pick<Booking, 'schedule' | 'selectedDate' | 'rooms' | 'pax'> {
  /** The party size as typed while it is not a valid size (empty, not a number, out of bounds); null when `pax` is it. */
  paxInput: string | null;
}

/** The booking's fields this part holds, as the /fapi booking names them. */
export const PARTY_FIELDS = ['schedule', 'selectedDate', 'rooms', 'pax'] as const satisfies readonly (keyof Booking &
  keyof PartyPart)[];

/** A new booking's party: no date, no rooms, no size yet. */
export const newParty = (): PartyPart => ({ schedule: null, selectedDate: null, rooms: [], pax: null, paxInput: null });

/** The party of a booking read from the server (a stored booking opened again). */
export const partyOf = (booking: Pick<Booking, (typeof PARTY_FIELDS)[number]>): PartyPart => ({
  schedule: booking.schedule,
  selectedDate: booking.selectedDate,
  rooms: booking.rooms,
  pax: booking.pax,
  paxInput: null,
});
