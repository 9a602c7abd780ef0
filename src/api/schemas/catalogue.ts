import { flag, optionalText, serverDate, z } from './z';

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
  portraitThumbnail: z.object({ src: z.string(), alt: z.string().default(''), title: z.string().default('') }).nullish(),
});

/** Flight control modes (spec part 1 §3): 0 conveyor … 6 opt-in. */
export const flightControlSchema = z.literal([0, 1, 2, 3, 4, 5, 6]);

export const scheduleSchema = z.object({
  id: z.number(),
  erpId: z.string(),
  travelCode: z.string(),
  start: serverDate,
  end: serverDate,
  duration: z.number(),
  price: z.number(),
  roomType: z.string(),
  roomTypeDescription: z.string().default(''),
  allocation: z.string().regex(/^\d/, 'allocation starts with the persons per room'),
  maxPax: z.number().int().nonnegative(),
  diffPax: z.number().int(),
  roomsAvailable: z.number().int(),
  onRequest: flag,
  bookable: flag,
  bookingStop: flag,
  cancelled: flag,
  guaranteed: flag,
  released: flag,
  yield: flag,
  overbookingDenied: flag,
  guides: z.array(guideSchema).default([]),
  /** Included flight price per person, in cents. */
  flightPrice: z.number().default(0),
  flightBookingEnabled: flag,
  flightControl: flightControlSchema.nullish().transform((v) => v ?? null),
  flightDepartureEarliest: optionalText,
  flightArrivalLatest: optionalText,
  flightArrivalAirportCode: optionalText,
  flightDepartureAirportCode: optionalText,
  flightArrivalLatestFlightNo: optionalText,
  flightDepartureEarliestFlightNo: optionalText,
  ticketingTimeLimit: optionalText,
  lastTicketingDate: optionalText,
  transferReductionStart: z.number().default(0),
  transferReductionEnd: z.number().default(0),
});
export const scheduleListSchema = z.array(scheduleSchema);

export const travelSchema = z.object({
  code: z.string(),
  id: z.number(),
  name: z.string(),
  organizer: z.string(),
  organizerObject: z.object({ showOnlyNationality: flag }).nullish().transform((v) => v ?? null),
  minPax: z.number().int().min(1).default(1),
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
  includedServices: z.array(z.string()).default([]),
  priceInformation: optionalText,
  priceNotice: optionalText,
  rating: z.array(ratingSchema).default([]),
  emergencyContactRequired: flag,
  internalFlightControl: flag,
  terms: optionalText,
  gdprUrl: optionalText,
  brokerName: optionalText,
  tracking: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? null),
  countries: z.array(z.object({ ISOCountryCode: z.string() })).default([]),
  schedules: z.array(z.object({ bookable: flag, onRequest: flag, start: serverDate })).default([]),
});

/** One entry of GET /fapi/travel: enough to list and link a trip. */
export const travelSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  isGroup: flag,
  priceFrom: z.number().nullish().transform((v) => v ?? null),
});
export const travelListSchema = z.array(travelSummarySchema);

export const serviceSchema = z.object({
  id: z.number(),
  erpId: z.string(),
  serviceId: z.string(),
  name: z.string(),
  description: z.string().default(''),
  price: z.number(),
  perPerson: flag,
  subCategory: optionalText,
  onRequest: flag,
});

/** Upgrades, equipment, transfers, extensions and rail and fly share this entry (spec part 1 §3). */
export const serviceEntrySchema = z.object({
  service: serviceSchema,
  additionalData: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
  /** -1 means on request. */
  price: z.number(),
  validFrom: serverDate.nullish().transform((v) => v ?? null),
  validUntil: serverDate.nullish().transform((v) => v ?? null),
  compulsoryPaxMin: z.number().int().nullish().transform((v) => v ?? null),
  compulsoryPaxMax: z.number().int().nullish().transform((v) => v ?? null),
  duration: z.number().nullish().transform((v) => v ?? null),
});
export const serviceEntryListSchema = z.array(serviceEntrySchema);

export const accommodationSchema = serviceEntrySchema.extend({
  roomTypeDescription: z.string().default(''),
  boardDescription: z.string().default(''),
  board: z.string().default(''),
  additionalData: z.object({
    /** nights before the trip */
    vv: z.number().int().min(0).max(14).default(0),
    /** nights after the trip */
    nv: z.number().int().min(0).max(14).default(0),
  }).catchall(z.unknown()).prefault({}),
});
export const accommodationListSchema = z.array(accommodationSchema);

export const railFlySchema = serviceEntrySchema.extend({ tui: flag });
export const railFlyListSchema = z.array(railFlySchema);

export const airportSchema = z.object({ name: z.string(), code: z.string(), city: z.string() });
/** GET /fapi/airport: airports grouped by DE, AT, CH, IT, LUX (decision: an object of arrays). */
export const AIRPORT_GROUPS = ['DE', 'AT', 'CH', 'IT', 'LUX'] as const;
export const airportGroupsSchema = z.object({
  DE: z.array(airportSchema).default([]),
  AT: z.array(airportSchema).default([]),
  CH: z.array(airportSchema).default([]),
  IT: z.array(airportSchema).default([]),
  LUX: z.array(airportSchema).default([]),
});

export const benefitSchema = z.object({ id: z.number(), name: z.string(), content: z.string() });
export const benefitListSchema = z.array(benefitSchema);

export const countrySchema = z.object({ value: z.string(), label: z.string() });
export const countryListSchema = z.array(countrySchema);

export type Rating = z.infer<typeof ratingSchema>;
export type Guide = z.infer<typeof guideSchema>;
export type FlightControl = z.infer<typeof flightControlSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type Travel = z.infer<typeof travelSchema>;
export type TravelSummary = z.infer<typeof travelSummarySchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type Accommodation = z.infer<typeof accommodationSchema>;
export type RailFly = z.infer<typeof railFlySchema>;
export type Airport = z.infer<typeof airportSchema>;
export type AirportGroups = z.infer<typeof airportGroupsSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type Country = z.infer<typeof countrySchema>;
