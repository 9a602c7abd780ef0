import { tripImageSchema } from './trip-image';
import {
  decoration,
  flag,
  int,
  optionalText,
  orElse,
  price,
  realDate,
  skippable,
  withDefault,
  z,
} from '../../config/z';

export const ratingSchema = z.object({
  code: z.string(),
  nps: z.number(),
  description: z.string(),
  user: z.object({ firstname: z.string() }),
});

export const guideSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  portraitThumbnail: decoration(
    z.object({ src: z.string(), alt: withDefault(z.string(), ''), title: withDefault(z.string(), '') }),
    null,
  ),
});

/** Flight control modes (spec part 1 §3): 0 conveyor, 1 no conveyor, 2 diverting, 3 selectable, 4 free, 5 no flight, 6 opt-in. */
const FLIGHT_CONTROL_MODES = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The same modes by name (spec part 2 §3 'another reading … names the modes free, opt-in,
 * no-flight, conveyor, no-conveyor, diverting'), read whatever their case and separators.
 */
const FLIGHT_CONTROL_NAMES: Record<string, (typeof FLIGHT_CONTROL_MODES)[number]> = {
  conveyor: 0,
  noconveyor: 1,
  diverting: 2,
  selectable: 3,
  free: 4,
  noflight: 5,
  optin: 6,
};

/** A mode as a number, a number's text or its name: each read as the number. */
const modeOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const name = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  return /^\d$/.test(name) ? Number(name) : (FLIGHT_CONTROL_NAMES[name] ?? value);
};

export const flightControlSchema = z.pipe(z.transform(modeOf), z.literal(FLIGHT_CONTROL_MODES));

export const scheduleSchema = z
  .object({
    id: z.number(),
    erpId: z.string(),
    /** Listed by the spec, not needed by the app (the booking carries the travel code). */
    travelCode: optionalText,
    start: realDate,
    end: realDate,
    /** Listed by the spec, not needed: the app counts the days from start and end. */
    duration: orElse(z.number(), null),
    /** Missing or null reads as -1, 'auf Anfrage' (spec part 1 §9). */
    price: orElse(price(), -1),
    roomType: z.string(),
    roomTypeDescription: withDefault(z.string(), ''),
    allocation: z.string().check(z.regex(/^\d/, 'allocation starts with the persons per room')),
    maxPax: int().check(z.nonnegative()),
    diffPax: int(),
    roomsAvailable: int(),
    onRequest: flag,
    bookable: flag,
    bookingStop: flag,
    cancelled: flag,
    guaranteed: flag,
    released: flag,
    yield: flag,
    overbookingDenied: flag,
    guides: decoration(z.array(guideSchema), []),
    /** Included flight price per person, in cents. */
    flightPrice: withDefault(z.number(), 0),
    flightBookingEnabled: flag,
    flightControl: orElse(flightControlSchema, null),
    flightDepartureEarliest: optionalText,
    flightArrivalLatest: optionalText,
    flightArrivalAirportCode: optionalText,
    flightDepartureAirportCode: optionalText,
    flightArrivalLatestFlightNo: optionalText,
    flightDepartureEarliestFlightNo: optionalText,
    ticketingTimeLimit: optionalText,
    lastTicketingDate: optionalText,
    transferReductionStart: withDefault(z.number(), 0),
    transferReductionEnd: withDefault(z.number(), 0),
  })
  .check(
    z.refine((s) => s.end.slice(0, 10) >= s.start.slice(0, 10), { message: 'ends before it starts', path: ['end'] }),
  );
/** The dates; one implausible date is left out (logged by the client), not the whole list. */
export const scheduleListSchema = z.array(scheduleSchema);

export const travelSchema = z.object({
  code: z.string(),
  /** Listed by the spec, not needed by the app. */
  id: orElse(z.number(), null),
  name: z.string(),
  /** The VVI's supplier; empty when the server leaves it out. */
  organizer: orElse(z.string(), ''),
  organizerObject: orElse(z.object({ showOnlyNationality: flag }), null),
  /** 0 or missing: no minimum beyond one traveller (domain/pax `minimumPax`). */
  minPax: withDefault(int().check(z.nonnegative()), 1),
  isGroup: flag,
  isTui: flag,
  isPartner: flag,
  isBroker: flag,
  isCruise: flag,
  isIntrepid: flag,
  isOceanWide: flag,
  asiOriginal: flag,
  halfDoubleRooms: flag,
  needsPassport: flag,
  dogFriendly: flag,
  includedServices: decoration(z.array(z.string()), []),
  priceInformation: decoration(z.string(), null),
  priceNotice: decoration(z.string(), null),
  /** Ratings are decoration: a broken one, or a rating field that is no list, is left out, never the trip (spec part 1 §8 'silently ignored'). */
  rating: decoration(z.array(skippable(ratingSchema)), []),
  image: decoration(tripImageSchema, null),
  emergencyContactRequired: flag,
  internalFlightControl: flag,
  terms: optionalText,
  gdprUrl: optionalText,
  brokerName: optionalText,
  tracking: decoration(z.record(z.string(), z.unknown()), null),
  countries: withDefault(z.array(z.object({ ISOCountryCode: z.string() })), []),
  schedules: withDefault(z.array(skippable(z.object({ bookable: flag, onRequest: flag, start: realDate }))), []),
});

/** GET /fapi/airport: airports grouped by DE, AT, CH, IT, LUX (decision: an object of arrays). */
export const AIRPORT_GROUPS = ['DE', 'AT', 'CH', 'IT', 'LUX'] as const;

export type Rating = z.infer<typeof ratingSchema>;
export type Guide = z.infer<typeof guideSchema>;
export type FlightControl = z.infer<typeof flightControlSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type Travel = z.infer<typeof travelSchema>;
