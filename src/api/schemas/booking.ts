import { accommodationSchema, flightControlSchema, railFlySchema, scheduleSchema, serviceEntrySchema } from './catalogue';
import { fareSchema, flightSchema } from './flight';
import { selectedInsuranceSchema } from './insurance';
import { GENDERS, specialNeedsSchema } from './user';
import { voucherSchema } from './voucher';
import { z } from './z';

export const dogSchema = z.object({
  /** DOG_1 … DOG_3 */
  id: z.string().regex(/^DOG_\d+$/),
  dogname: z.string().default(''),
  shoulderheight: z.number().nullable().default(null),
  bodyWeight: z.number().nullable().default(null),
  race: z.string().default(''),
});

/** What a traveller chose for an equipment entry that needs body data (EB, ST). */
export const equipmentDetailsSchema = z.object({
  bodySize: z.number().nullable().default(null),
  bodyWeight: z.number().nullable().default(null),
  shoeSize: z.number().nullable().default(null),
});

/** A chosen service: the catalogue entry plus who it is for. */
export const bookedServiceSchema = serviceEntrySchema.extend({
  travellerIndex: z.number().int().min(0).nullable().default(null),
  details: equipmentDetailsSchema.nullable().default(null),
});
export const bookedAccommodationSchema = accommodationSchema;
export const bookedRailFlySchema = railFlySchema;

const text = z.string().default('');

export const travellerSchema = z.object({
  gender: z.enum(GENDERS).nullable().default(null),
  title: text,
  salutation: text,
  firstname: text,
  lastname: text,
  /** yyyy-mm-dd */
  birthday: text,
  email: text,
  phonePrefix: text,
  mobile: text,
  passportNumber: text,
  passportCountry: text,
  passportIssueDate: text,
  passportDate: text,
  passportIssuer: text,
  insurance: z.boolean().default(false),
  equipments: z.array(bookedServiceSchema).default([]),
  dogs: z.array(dogSchema).max(3).default([]),
  specialNeeds: specialNeedsSchema.prefault({}),
});

export const roomSchema = z.object({
  schedule: scheduleSchema,
  travellers: z.array(travellerSchema).min(1),
});

export const customerSchema = z.object({
  gender: z.enum(GENDERS).nullable().default(null),
  title: text,
  firstname: text,
  lastname: text,
  birthday: text,
  street: text,
  number: text,
  zip: text,
  city: text,
  country: z.string().default('DE'),
  email: text,
  emailRepeat: text,
  telephone: text,
  otherInvoiceName: text,
});

export const travelAgentSchema = z.object({
  gender: z.enum(GENDERS).nullable().default(null),
  firstname: text,
  lastname: text,
  email: text,
});

export const travelAgencySchema = z.object({
  erpId: z.string().nullable().default(null),
  companyName: text,
  email: text,
  paymentDirect: z.boolean().default(false),
  canGenerateVVI: z.boolean().default(false),
});

export const FLIGHT_UPGRADES = ['premium', 'business', 'first'] as const;
export const SEAT_RESERVATIONS = ['extraLarge', 'window', 'middle', 'aisle'] as const;

export const flightDataSchema = z.object({
  fare: fareSchema.nullable().default(null),
  /** The fare search result's validity (minus 5 minutes), ISO time. */
  fareValidUntil: z.string().nullable().default(null),
  upgrade: z.enum(FLIGHT_UPGRADES).nullable().default(null),
  reservation: z.enum(SEAT_RESERVATIONS).nullable().default(null),
  alternativeAirport: z.string().nullable().default(null),
  departureAirport: z.string().nullable().default(null),
  /** yyyy-mm-dd */
  outboundDate: z.string().nullable().default(null),
  inboundDate: z.string().nullable().default(null),
  request: z.boolean().default(false),
  totalPrice: z.number().nullable().default(null),
});

export const totalsSchema = z.object({
  totalPrice: z.number().default(0),
  totalPriceWithoutInsurance: z.number().default(0),
  totalPriceWithoutVoucher: z.number().default(0),
  totalInsurancePrice: z.number().default(0),
  deposit: z.number().default(0),
});

export const PAYMENT_TYPES = ['BILL', 'CARD', 'INSTANT_TRANSFER'] as const;

/**
 * The booking every step shares (spec part 1 §3 'Booking'). Parsing `{}` gives the defaults:
 * rula yes, osc null, step one complete, steps two and three not.
 */
export const bookingSchema = z.object({
  travelCode: z.string().default(''),
  gtc: z.boolean().default(false),
  insuranceAGB: z.boolean().default(false),
  /** digital documents */
  rula: z.boolean().default(true),
  totals: totalsSchema.prefault({}),
  schedule: scheduleSchema.nullable().default(null),
  /** yyyy-mm-dd */
  selectedDate: z.string().nullable().default(null),
  rooms: z.array(roomSchema).default([]),
  pax: z.number().int().min(1).nullable().default(null),
  upgrades: z.array(bookedServiceSchema).default([]),
  compulsoriesUpgrade: z.array(bookedServiceSchema).default([]),
  equipments: z.array(bookedServiceSchema).default([]),
  transfers: z.array(bookedServiceSchema).default([]),
  railFly: z.array(bookedRailFlySchema).default([]),
  accommodations: z.array(bookedAccommodationSchema).default([]),
  flexBooking: z.boolean().default(false),
  flexPrice: z.number().default(0),
  flights: z.array(flightSchema).default([]),
  flightPosition: z.number().int().nullable().default(null),
  flightData: flightDataSchema.prefault({}),
  flightControl: flightControlSchema.nullable().default(null),
  noFlight: z.boolean().default(false),
  /** optional surcharge per person */
  osc: z.number().nullable().default(null),
  voucher: voucherSchema.nullable().default(null),
  insurance: selectedInsuranceSchema.nullable().default(null),
  user: customerSchema.prefault({}),
  travelAgency: travelAgencySchema.nullable().default(null),
  travelAgent: travelAgentSchema.prefault({}),
  additionalUsers: z.array(travellerSchema).default([]),
  paymentType: z.enum(PAYMENT_TYPES).nullable().default(null),
  newsletter: z.boolean().default(false),
  consent: z.boolean().default(false),
  /** A server token; kept in memory only, never persisted. */
  token: z.string().nullable().default(null),
  onRequest: z.boolean().default(false),
  bookingRequest: z.boolean().default(false),
  stepOneComplete: z.boolean().default(true),
  stepTwoComplete: z.boolean().default(false),
  stepThreeComplete: z.boolean().default(false),
});

/** POST /fapi/booking/{code} answers { url } (decision: the spec leaves the reply open). */
export const bookingSubmitResponseSchema = z.object({ url: z.string().min(1) });

/** Non-2xx replies carry a JSON body of this shape (decision). */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  errorObject: z.unknown().optional(),
  errors: z.unknown().optional(),
});

export type Dog = z.infer<typeof dogSchema>;
export type BookedService = z.infer<typeof bookedServiceSchema>;
export type Traveller = z.infer<typeof travellerSchema>;
export type Room = z.infer<typeof roomSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type TravelAgency = z.infer<typeof travelAgencySchema>;
export type FlightData = z.infer<typeof flightDataSchema>;
export type Totals = z.infer<typeof totalsSchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type BookingSubmitResponse = z.infer<typeof bookingSubmitResponseSchema>;
