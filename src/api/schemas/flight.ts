import { flag, optionalText, z } from './z';

const airportRef = z.object({ code: z.string(), name: z.string(), city: z.string().default('') });

/** GET /fapi/flight/{code}: the flights of a trip's schedules. */
export const flightSchema = z.object({
  start: z.string(),
  outbound: flag,
  inbound: flag,
  onRequest: flag,
  price: z.number(),
  segment: z.number().int().default(0),
  carrier: z.string(),
  flightNumber: z.string(),
  position: z.number().int().default(0),
  departure: z.object({ airport: airportRef, date: z.string() }),
  arrival: z.object({ airport: airportRef, date: z.string() }),
});
export const flightListSchema = z.array(flightSchema);

export const CABIN_CLASSES = ['economy', 'premiumEconomy', 'business'] as const;

export const fareSearchRequestSchema = z.object({
  directOnly: z.boolean(),
  outboundDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  inboundDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  departureAirport: z.string().min(3),
  destinationAirport: z.string().min(3),
  destinationReturnAirport: z.string().min(3),
  pax: z.number().int().min(1),
  classes: z.array(z.enum(CABIN_CLASSES)).min(1),
});

const segmentAirport = z.object({ name: z.string(), code: z.string() });
export const segmentSchema = z.object({
  departureDate: z.string(),
  arrivalDate: z.string(),
  carrier: z.object({ code: z.string(), hint: z.string().default('') }),
  flightNumber: z.string(),
  codeShare: optionalText,
  equipmentCode: optionalText,
  departureAirport: segmentAirport,
  arrivalAirport: segmentAirport,
  layoverMs: z.number().default(0),
});

export const connectionSchema = z.object({
  connectionIdentifier: z.object({ legIndex: z.number().int(), connectionIndex: z.number().int() }),
  connectionHeader: z.object({
    departureDate: z.string(),
    departure: z.string(),
    arrival: z.string(),
    departureDisplayTime: z.string(),
    arrivalDisplayTime: z.string(),
    departureFullName: z.string().default(''),
    arrivalFullName: z.string().default(''),
    via: z.array(z.string()).default([]),
    travelStopps: z.number().int().min(0),
    dayIndicator: z.number().int().default(0),
    legTravelTime: z.object({
      daysStayOver: z.number().int().default(0),
      hours: z.number().int(),
      minutes: z.number().int(),
      addHours: z.number().int().default(0),
    }),
  }),
  segments: z.array(segmentSchema).min(1),
});

export const fareSchema = z.object({
  fareIndex: z.number().int(),
  listKey: z.string(),
  totalPrice: z.number(),
  originalPrice: z.number(),
  totalTime: z.number(),
  fareHeader: z.object({ cabinClassCombined: z.string(), fareHasFreeBaggage: flag }),
  fareInfoBox: z.object({ lastTicketingDate: optionalText }),
  legIdentifiers: z.array(z.string()).default([]),
  legs: z.array(z.object({ index: z.number().int(), connections: z.array(connectionSchema) })),
});

/** POST /hh/search answers { fareSearchResult } (spec part 2 §7). */
export const fareSearchResponseSchema = z.object({
  fareSearchResult: z.object({
    fareResultID: z.string(),
    validUntil: z.string(),
    request: flag,
    fares: z.array(fareSchema),
  }),
});

export type Flight = z.infer<typeof flightSchema>;
export type FareSearchRequest = z.infer<typeof fareSearchRequestSchema>;
export type Fare = z.infer<typeof fareSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type FareSearchResponse = z.infer<typeof fareSearchResponseSchema>;
