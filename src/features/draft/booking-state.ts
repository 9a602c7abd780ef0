import { createAction } from '@reduxjs/toolkit';
import type { Booking } from '@/api/schemas';
import type { ServiceField } from '@/api/service-kinds';
import type { checkoutChoicesShape } from '@/api/schemas/checkout-choices';
import type { insuranceChoicesShape } from '@/api/schemas/insurance-choice';
import { emptyBooking } from './empty-booking';
import type { Status } from '@/lib/request-phases';
import type { SerializedApiError } from '@/api/errors';
import type { SubmitRefusal } from '@/domain/submit';

/**
 * What the booking sends that the page computes when it sends (the totals, the flex price, whether
 * it is on request or a booking request, the payment type that follows the way to pay): selectors
 * over the current replies, never state.
 */
type SentOnly = 'totals' | 'flexPrice' | 'onRequest' | 'bookingRequest' | 'paymentType';
/** The fields a concern with its own part of the booking keeps there (the checkout's, the insurance's, the travellers', the arrival's, the extras'). */
type OwnPart =
  | keyof typeof checkoutChoicesShape
  | keyof typeof insuranceChoicesShape
  | 'user'
  | 'additionalUsers'
  | 'travelAgency'
  | 'travelAgent'
  | 'roomPlaces'
  | 'stepTwoComplete'
  | 'noFlight'
  | 'flightPosition'
  | 'flightData'
  | ServiceField
  | 'railFly'
  | 'accommodations'
  | 'dogs';

/** What the catalogue decides and the booking sends, read from the current replies: the chosen date's flight control. */
type CatalogueDecided = 'flightControl';

/**
 * The Booking entity's fields the person's choices and data fill (spec part 1 §3) that no concern
 * keeps in a part of its own yet.
 */
export type CoreChoices = Omit<Booking, SentOnly | OwnPart | CatalogueDecided>;

/** A Booking's core as the state holds it: without what is computed when it is sent or decided by the catalogue. */
export function coreOf(booking: Booking): CoreChoices {
  // Only the core's own fields: what is sent only, another part's fields and a reply's extras (a stored booking's option) stay out.
  const known = emptyBooking(booking.travelCode);
  return Object.fromEntries(Object.entries(booking).filter(([key]) => key in known)) as CoreChoices;
}

/** A stored booking (from ?bookingId) replaces the current one: each part of the booking answers it. */
export const bookingLoaded = createAction<Booking>('booking/bookingLoaded');

export interface BookingCore extends CoreChoices {
  /** The submit's phase (spec part 2 §4 'Submit'). */
  status: Status;
  /** The submit's error, shown at the payment area. */
  error: SubmitError | null;
  /** The party size as typed while it is not a valid size (empty, not a number, out of bounds); null when `pax` is it. */
  paxInput: string | null;
  /** What changed since the booking was stored (a date gone, a price changed…), told once on step 1; never stored. */
  notices: BookingNotice[];
}

export type BookingNotice =
  | 'personalDataExpired'
  | 'personalDataUndated'
  | 'storedFieldsDropped'
  | 'dateGone'
  | 'roomGone'
  | 'serviceGone'
  | 'paxOutOfRange'
  | 'pricesUpdated'
  | (typeof OFFER_NOTICES)[number];

/** What opening a shared offer's link tells: the notices then carry the offer's title. */
const OFFER_NOTICES = ['offerOpened', 'offerUnreadable', 'offerIncomplete'] as const;
export const isOfferNotice = (notice: BookingNotice): boolean => (OFFER_NOTICES as readonly string[]).includes(notice);

/** A new booking's core for a travel code, with the Booking entity's defaults (spec part 1 §3, §4). */
export function createBookingCore(travelCode = ''): BookingCore {
  return { ...emptyBooking(travelCode), status: 'idle', error: null, paxInput: null, notices: [] };
}

/** Why a submit failed: refused by the app's own check before sending, or the call's error. */
export type SubmitError =
  { kind: 'refused'; refusals: SubmitRefusal[]; message: string; status: null; call: null } | SerializedApiError;
