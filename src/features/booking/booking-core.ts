import { bookingDefaults } from '@/api/entity-defaults';
import type { Booking } from '@/api/schemas';
import type { SerializedApiError } from '@/api/errors';
import type { Status } from '@/lib/request-phases';
import type { SubmitRefusal } from '@/domain/submit';

/**
 * What the booking sends that the page computes when it sends (the totals, the flex price, whether
 * it is on request or a booking request, the payment type that follows the way to pay): selectors
 * over the current replies, never state.
 */
type SentOnly = 'totals' | 'flexPrice' | 'onRequest' | 'bookingRequest' | 'paymentType';

/** What the catalogue decides and the booking sends, read from the current replies: the chosen date's flight control. */
type CatalogueDecided = 'flightControl';

/** The Booking entity's fields that are the booking's own (spec part 1 §3): no concern's choice. */
const OWN_FIELDS = [
  'travelCode',
  'osc',
  'token',
  'stepOneComplete',
  'stepThreeComplete',
] as const satisfies readonly Exclude<keyof Booking, SentOnly | CatalogueDecided>[];

/** The booking's own fields (its travel code, the offer's code, the server's token, the steps done). */
export type OwnFields = Pick<Booking, (typeof OWN_FIELDS)[number]>;

/** A Booking's own fields, as the state holds them: what is sent only and every concern's part stay out. */
export const ownFieldsOf = (booking: OwnFields): OwnFields =>
  Object.fromEntries(OWN_FIELDS.map((key) => [key, booking[key]])) as OwnFields;

/** The booking's own part of the state: its own fields, the submit's phase and the page's notes. */
export interface BookingCore extends OwnFields {
  /** The submit's phase (spec part 2 §4 'Submit'). */
  status: Status;
  /** The submit's error, shown at the payment area. */
  error: SubmitError | null;
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

/** A new booking's own part for a travel code, with the Booking entity's defaults (spec part 1 §3, api/entity-defaults). */
export const createBookingCore = (travelCode = ''): BookingCore => ({
  ...ownFieldsOf(bookingDefaults()),
  travelCode,
  status: 'idle',
  error: null,
  notices: [],
});

/** Why a submit failed: refused by the app's own check before sending, or the call's error. */
export type SubmitError =
  { kind: 'refused'; refusals: SubmitRefusal[]; message: string; status: null; call: null } | SerializedApiError;
