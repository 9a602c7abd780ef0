import {
  flag,
  int,
  isoDay,
  optionalText,
  orElse,
  realDate,
  realDateTime,
  skippable,
  withDefault,
  z,
} from '../../config/z';

const airportRef = z.object({ code: z.string(), name: z.string(), city: withDefault(z.string(), '') });

/** GET /fapi/flight/{code}: the flights of a trip's schedules. */
export const flightSchema = z.object({
  start: realDate,
  outbound: flag,
  inbound: flag,
  onRequest: flag,
  price: z.number(),
  segment: withDefault(int(), 0),
  carrier: z.string(),
  flightNumber: z.string(),
  position: withDefault(int(), 0),
  /**
   * When the flight leaves and lands, where the server says it (spec part 2 §3 names only the
   * airports): missing or null, the flight is shown without its day and times; sent but unreadable,
   * the flight is broken (a flight is never shown with a wrong time).
   */
  departure: z.object({ airport: airportRef, date: orElse(realDateTime, null) }),
  arrival: z.object({ airport: airportRef, date: orElse(realDateTime, null) }),
});
export const flightListSchema = z.array(flightSchema);

/** Cabin classes (spec part 2 §9: Economy, Premium Economy, Business, First; economy by default). */
export const CABIN_CLASSES = ['economy', 'premiumEconomy', 'business', 'first'] as const;
const airportCode = z.string().check(z.minLength(3));

export const fareSearchRequestSchema = z.object({
  directOnly: z.boolean(),
  outboundDate: isoDay,
  inboundDate: isoDay,
  departureAirport: airportCode,
  destinationAirport: airportCode,
  destinationReturnAirport: airportCode,
  pax: int().check(z.minimum(1)),
  classes: z.array(z.enum(CABIN_CLASSES)).check(z.minLength(1)),
});

/** A segment's airport by its code, which spec part 2 §3 also calls iata. */
const segmentAirport = z.pipe(
  z.transform((value: unknown) => {
    if (!value || typeof value !== 'object') return value;
    const airport = value as { code?: unknown; iata?: unknown };
    return { ...airport, code: airport.code ?? airport.iata };
  }),
  z.object({ name: withDefault(z.string(), ''), code: z.string() }),
);
const segmentSchema = z.object({
  departureDate: z.string(),
  arrivalDate: z.string(),
  carrier: z.object({ code: z.string(), hint: withDefault(z.string(), '') }),
  flightNumber: z.string(),
  codeShare: optionalText,
  equipmentCode: optionalText,
  departureAirport: segmentAirport,
  arrivalAirport: segmentAirport,
  layoverMs: withDefault(z.number(), 0),
});

const connectionSchema = z.object({
  connectionIdentifier: z.object({ legIndex: int(), connectionIndex: int() }),
  connectionHeader: z.object({
    departureDate: z.string(),
    departure: z.string(),
    arrival: z.string(),
    departureDisplayTime: z.string(),
    arrivalDisplayTime: z.string(),
    departureFullName: withDefault(z.string(), ''),
    arrivalFullName: withDefault(z.string(), ''),
    via: withDefault(z.array(z.string()), []),
    travelStopps: int().check(z.minimum(0)),
    dayIndicator: withDefault(int(), 0),
    legTravelTime: z.object({
      daysStayOver: withDefault(int(), 0),
      hours: int(),
      minutes: int(),
      addHours: withDefault(int(), 0),
    }),
  }),
  segments: z.array(segmentSchema).check(z.minLength(1)),
});

export const fareSchema = z.object({
  fareIndex: int(),
  listKey: withDefault(z.string(), ''),
  totalPrice: z.number(),
  originalPrice: withDefault(z.number(), 0),
  totalTime: z.number(),
  fareHeader: z.object({ cabinClassCombined: withDefault(z.string(), ''), fareHasFreeBaggage: flag }),
  fareInfoBox: z.object({ lastTicketingDate: optionalText }),
  legIdentifiers: withDefault(z.array(z.string()), []),
  legs: z.array(z.object({ index: int(), connections: z.array(connectionSchema) })),
});

/**
 * POST /hh/search answers { fareSearchResult } (spec part 2 §7). A fare that breaks the contract
 * is left out (null here), not the whole search.
 */
export const fareSearchResponseSchema = z.object({
  fareSearchResult: z.object({
    fareResultID: withDefault(z.union([z.string(), z.number()]), ''),
    /** Missing when the search offers only a request (no fares): nothing to run out. */
    validUntil: orElse(z.string(), null),
    request: flag,
    fares: withDefault(z.array(skippable(fareSchema)), []),
  }),
});

export type Flight = z.infer<typeof flightSchema>;
export type FareSearchRequest = z.infer<typeof fareSearchRequestSchema>;
export type Fare = z.infer<typeof fareSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type CabinClass = (typeof CABIN_CLASSES)[number];
