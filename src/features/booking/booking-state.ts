import type { Booking } from '@/api/schemas';
import { arrivalOf, newArrival, type ArrivalPart } from '@/features/arrival';
import { extrasOf, newExtras, type ExtrasPart } from '@/features/extras';
import { checkoutOf, newCheckout, type CheckoutPart } from '@/features/checkout';
import { insuranceOf, newInsurance, restoreInsurance, type InsurancePart } from '@/features/insurance';
import { newTravellers, travellersOf, type TravellersPart } from '@/features/travellers';
import { coreOf, createBookingCore, type BookingCore, type CoreChoices } from '@/features/draft';

/**
 * The parts of the booking a concern keeps on its own, each written by that concern's slice: the
 * extras', the arrival's, the travellers', the insurance's and the checkout's so far. The rest (the
 * core) is the party's choices, written by its slice, and the booking's own fields.
 */
export interface BookingParts {
  extras: ExtrasPart;
  arrival: ArrivalPart;
  travellers: TravellersPart;
  insurance: InsurancePart;
  checkout: CheckoutPart;
}

/** The parts' names, in the order their slices run. */
export const BOOKING_PARTS = [
  'extras',
  'arrival',
  'travellers',
  'insurance',
  'checkout',
] as const satisfies readonly (keyof BookingParts)[];

/** What the person chose and entered: the core's fields and each concern's part. */
export type BookingChoices = CoreChoices & BookingParts;

/** The one persisted booking: the core (with the submit's phase and the page's notes) and each concern's part. */
export type BookingState = BookingCore & BookingParts;

/** A new booking for a travel code; its address starts in `country` (the page language's, config/language). */
export const createEmptyBooking = (travelCode = '', country = 'DE'): BookingState => ({
  ...createBookingCore(travelCode),
  extras: newExtras(),
  arrival: newArrival(),
  travellers: newTravellers(country),
  insurance: newInsurance(),
  checkout: newCheckout(),
});

/** A Booking read from the server or storage as the person's choices: its core and each part. */
export const choicesOf = (booking: Booking): BookingChoices => ({
  ...coreOf(booking),
  extras: extrasOf(booking),
  arrival: arrivalOf(booking),
  travellers: travellersOf(booking),
  insurance: restoreInsurance(insuranceOf(booking)).part,
  checkout: checkoutOf(booking),
});
