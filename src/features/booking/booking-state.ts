import type { Booking } from '@/api/schemas';
import { arrivalOf, newArrival, type ArrivalPart } from '@/features/arrival';
import { extrasOf, newExtras, type ExtrasPart } from '@/features/extras';
import { checkoutOf, newCheckout, type CheckoutPart } from '@/features/checkout';
import { insuranceOf, newInsurance, restoreInsurance, type InsurancePart } from '@/features/insurance';
import { newTravellers, travellersOf, type TravellersPart } from '@/features/travellers';
import { newParty, partyOf, type PartyPart } from '@/features/party';
import { createBookingCore, ownFieldsOf, type BookingCore, type OwnFields } from './booking-core';
import { lastSeenOf, newLastSeen, type LastSeen } from './last-seen';

/**
 * The parts of the booking a concern keeps on its own, each written by that concern's slice: the
 * party's, the extras', the arrival's, the travellers', the insurance's and the checkout's. Beside
 * them the booking's own fields (its code, its token, the steps done, the submit's phase).
 */
export interface BookingParts {
  party: PartyPart;
  extras: ExtrasPart;
  arrival: ArrivalPart;
  travellers: TravellersPart;
  insurance: InsurancePart;
  checkout: CheckoutPart;
}

/** The parts' names, in the order their slices run. */
export const BOOKING_PARTS = [
  'party',
  'extras',
  'arrival',
  'travellers',
  'insurance',
  'checkout',
] as const satisfies readonly (keyof BookingParts)[];

/** What the person chose and entered, with the booking's own fields: each concern's part. */
export type BookingChoices = OwnFields & BookingParts;

/** What the booking holds beside its own fields and the parts: the catalogue's entries it names, as last seen. */
export interface BookingSeen {
  lastSeen: LastSeen;
}

/**
 * The one persisted booking: the core (with the submit's phase and the page's notes), each concern's
 * part, and the entries the parts name as last seen.
 */
export type BookingState = BookingCore & BookingParts & BookingSeen;

/** A new booking for a travel code; its address starts in `country` (the page language's, config/language). */
export const createEmptyBooking = (travelCode = '', country = 'DE'): BookingState => ({
  ...createBookingCore(travelCode),
  party: newParty(),
  extras: newExtras(),
  arrival: newArrival(),
  travellers: newTravellers(country),
  insurance: newInsurance(),
  checkout: newCheckout(),
  lastSeen: newLastSeen(),
});

/** A Booking read from the server or storage as the person's choices (its own fields and each part) and the entries it names. */
export const choicesOf = (booking: Booking): BookingChoices & BookingSeen => ({
  ...ownFieldsOf(booking),
  party: partyOf(booking),
  extras: extrasOf(booking),
  arrival: arrivalOf(booking),
  travellers: travellersOf(booking),
  insurance: restoreInsurance(insuranceOf(booking)).part,
  checkout: checkoutOf(booking),
  lastSeen: lastSeenOf(booking),
});
