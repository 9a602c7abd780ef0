import type { Booking } from '@/api/schemas';
import type { LoginKind } from '@/domain/login';
import { additionalTravellerCount } from '@/domain/pax';
import { bookingDefaults } from '@/api/entity-defaults';
import { newTraveller } from '@/features/choices';

/**
 * The travellers' part of the booking (spec part 1 §2, part 2 §3): the customer, the other
 * travellers, the agency and its agent, who sleeps where, and how the person came to book (the
 * user selection, a login). Every field is what the person entered or chose; nothing of it is the
 * catalogue's.
 */
export interface TravellersPart {
  user: Booking['user'];
  additionalUsers: Booking['additionalUsers'];
  travelAgency: Booking['travelAgency'];
  travelAgent: Booking['travelAgent'];
  /** Who sleeps where, as chosen on step 2: per room, per place, the traveller (0 is the customer) or null; null is in order. */
  roomPlaces: Booking['roomPlaces'];
  /** Step 2 was left with valid data; a real change to it asks for that again. */
  stepTwoComplete: boolean;
  /** The person went through the user selection: guest e-mail, login or agency (spec part 1 §2). */
  userChosen: boolean;
  /** Who logged in for this booking (null: a guest): a login that ends asks for the same kind again. */
  loggedInAs: LoginKind | null;
}

/** The booking's fields this part holds, as the /fapi booking names them. */
export const TRAVELLERS_FIELDS = [
  'user',
  'additionalUsers',
  'travelAgency',
  'travelAgent',
  'roomPlaces',
  'stepTwoComplete',
] as const satisfies readonly (keyof Booking & keyof TravellersPart)[];

/**
 * A new booking's travellers: nobody entered yet, the address in `country` (the page language's,
 * config/language); the Booking entity's defaults otherwise (api/entity-defaults).
 */
export function newTravellers(country = 'DE'): TravellersPart {
  const travellers = travellersOf(bookingDefaults());
  return { ...travellers, user: { ...travellers.user, country } };
}

/** The other travellers for a party size (pax − 1, spec part 1 §4): the first ones kept, the rest new; the same list when it fits. */
export function fitToParty(travellers: Booking['additionalUsers'], pax: number | null): Booking['additionalUsers'] {
  const wanted = additionalTravellerCount(pax);
  if (travellers.length === wanted) return travellers;
  const fitted = travellers.slice(0, wanted);
  while (fitted.length < wanted) fitted.push(newTraveller());
  return fitted;
}

/** The travellers of a booking read from the server (a stored booking opened again): whoever books it logs in anew. */
export const travellersOf = (booking: Pick<Booking, (typeof TRAVELLERS_FIELDS)[number]>): TravellersPart => ({
  user: booking.user,
  additionalUsers: booking.additionalUsers,
  travelAgency: booking.travelAgency,
  travelAgent: booking.travelAgent,
  roomPlaces: booking.roomPlaces,
  stepTwoComplete: booking.stepTwoComplete,
  userChosen: booking.user.email.trim() !== '' || booking.travelAgency !== null,
  loggedInAs: null,
});
