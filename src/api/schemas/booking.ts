import { flightControlSchema, scheduleSchema } from './catalogue';
import { accommodationSchema, railFlySchema, serviceEntrySchema } from './services';
import { fareSchema, flightSchema } from './flight';
import { insuranceChoicesShape as insuranceChoice } from './insurance-choice';
import { GENDERS, specialNeedsSchema } from './user';
import { checkoutChoicesShape as checkout } from './checkout-choices';
import { byServiceField } from '../service-kinds';
import { int, nullDefault, optionalText, withDefault, yesNo, z } from '../../config/z';

const dogSchema = z.object({
  /** DOG_1 … DOG_3 */
  id: z.string().check(z.regex(/^DOG_\d+$/)),
  dogname: withDefault(z.string(), ''),
  /** cm */
  shoulderheight: nullDefault(z.number()),
  /** kg */
  bodyWeight: nullDefault(z.number()),
  race: withDefault(z.string(), ''),
});

/** What a traveller chose for an equipment entry that needs body data (EB, ST). */
export const equipmentDetailsSchema = z.object({
  bodySize: nullDefault(z.number()),
  bodyWeight: nullDefault(z.number()),
  shoeSize: nullDefault(z.number()),
});

/** A chosen service: the catalogue entry plus who it is for. */
const bookedServiceSchema = z.extend(serviceEntrySchema, {
  travellerIndex: nullDefault(int().check(z.minimum(0))),
  details: nullDefault(equipmentDetailsSchema),
});

const text = withDefault(z.string(), '');
const gender = nullDefault(z.enum(GENDERS));

export const travellerSchema = z.object({
  gender,
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
  insurance: withDefault(yesNo, false),
  equipments: withDefault(z.array(bookedServiceSchema), []),
  dogs: withDefault(z.array(dogSchema).check(z.maxLength(3)), []),
  specialNeeds: z.prefault(specialNeedsSchema, {}),
});

const roomSchema = z.object({
  schedule: scheduleSchema,
  /** A room holds at most 9 (the allocation's first digit). */
  travellers: z.array(travellerSchema).check(z.minLength(1), z.maxLength(9)),
});

const customerSchema = z.object({
  gender,
  title: text,
  firstname: text,
  lastname: text,
  birthday: text,
  street: text,
  number: text,
  zip: text,
  city: text,
  country: withDefault(z.string(), 'DE'),
  email: text,
  emailRepeat: text,
  telephone: text,
  otherInvoiceName: text,
  /** The customer travels as the first traveller: their papers (spec part 2 §3 'User'). */
  passportNumber: text,
  passportCountry: text,
  passportIssueDate: text,
  passportDate: text,
  passportIssuer: text,
  specialNeeds: z.prefault(specialNeedsSchema, {}),
});

const travelAgentSchema = z.object({ gender, firstname: text, lastname: text, email: text });

const travelAgencySchema = z.object({
  erpId: nullDefault(z.string()),
  companyName: text,
  email: text,
  paymentDirect: withDefault(yesNo, false),
  canGenerateVVI: withDefault(yesNo, false),
});

export const FLIGHT_UPGRADES = ['premium', 'business', 'first'] as const;
const SEAT_RESERVATIONS = ['extraLarge', 'window', 'middle', 'aisle'] as const;

export const flightDataSchema = z.object({
  fare: nullDefault(fareSchema),
  /** The fare search result's validity (minus 5 minutes), ISO time. */
  fareValidUntil: nullDefault(z.string()),
  upgrade: nullDefault(z.enum(FLIGHT_UPGRADES)),
  reservation: nullDefault(z.enum(SEAT_RESERVATIONS)),
  alternativeAirport: nullDefault(z.string()),
  departureAirport: nullDefault(z.string()),
  /** yyyy-mm-dd */
  outboundDate: nullDefault(z.string()),
  inboundDate: nullDefault(z.string()),
  request: withDefault(yesNo, false),
  totalPrice: nullDefault(z.number()),
});

const amount = withDefault(z.number(), 0);
const totalsSchema = z.object({
  totalPrice: amount,
  totalPriceWithoutInsurance: amount,
  totalPriceWithoutVoucher: amount,
  totalInsurancePrice: amount,
  deposit: amount,
});

const PAYMENT_TYPES = ['BILL', 'CARD', 'INSTANT_TRANSFER'] as const;
/** A yes/no field of the booking: true/false, 1/0 or "1"/"0" as PHP back ends send it. */
const no = withDefault(yesNo, false);
/** The largest party any trip takes (the page configuration's pax bound). */
export const MAX_PARTY = 99;
const list = <S extends z.core.$ZodType>(schema: S) => withDefault(z.array(schema), []);

/**
 * The booking every step shares (spec part 1 §3 'Booking'). Parsing `{}` gives the defaults:
 * rula yes, osc null, step one complete, steps two and three not.
 */
export const bookingSchema = z.object({
  travelCode: text,
  gtc: checkout.gtc,
  insuranceAGB: insuranceChoice.insuranceAGB,
  rula: checkout.rula,
  totals: z.prefault(totalsSchema, {}),
  schedule: nullDefault(scheduleSchema),
  /** yyyy-mm-dd */
  selectedDate: nullDefault(z.string()),
  /** Bounded: a stored booking can never make the page render thousands of fields. */
  rooms: withDefault(z.array(roomSchema).check(z.maxLength(MAX_PARTY)), []),
  pax: nullDefault(int().check(z.minimum(1), z.maximum(MAX_PARTY))),
  ...byServiceField(() => list(bookedServiceSchema)),
  railFly: list(railFlySchema),
  accommodations: list(accommodationSchema),
  flexBooking: checkout.flexBooking,
  flexAnswered: checkout.flexAnswered,
  flexPrice: amount,
  flightPosition: nullDefault(int()),
  flightData: z.prefault(flightDataSchema, {}),
  flightControl: nullDefault(flightControlSchema),
  noFlight: no,
  /** optional surcharge per person */
  osc: nullDefault(z.number()),
  voucher: checkout.voucher,
  insurance: insuranceChoice.insurance,
  user: z.prefault(customerSchema, {}),
  travelAgency: nullDefault(travelAgencySchema),
  travelAgent: z.prefault(travelAgentSchema, {}),
  additionalUsers: withDefault(z.array(travellerSchema).check(z.maxLength(MAX_PARTY - 1)), []),
  /** The booking's dogs (at most 3); sent on the first traveller, as Traveller.dogs. */
  dogs: withDefault(z.array(dogSchema).check(z.maxLength(3)), []),
  /**
   * Who sleeps where, as the person chose it on step 2: per room, per place, the traveller (0 is
   * the customer) or null; none means in order. Sent as the rooms' travellers; unreadable is none.
   */
  roomPlaces: z.catch(
    z.nullable(z.array(z.array(z.nullable(int())).check(z.maxLength(9))).check(z.maxLength(MAX_PARTY))),
    null,
  ),
  paymentType: nullDefault(z.enum(PAYMENT_TYPES)),
  paymentMethod: checkout.paymentMethod,
  newsletter: checkout.newsletter,
  consent: checkout.consent,
  insurancePreContractEmail: checkout.insurancePreContractEmail,
  agentPreContract: checkout.agentPreContract,
  agentConsent: checkout.agentConsent,
  customerDataConsent: checkout.customerDataConsent,
  twoG: checkout.twoG,
  insuranceDeclined: insuranceChoice.insuranceDeclined,
  /** A server token; kept in memory only, never persisted. */
  token: nullDefault(z.string()),
  onRequest: no,
  bookingRequest: no,
  stepOneComplete: withDefault(z.boolean(), true),
  stepTwoComplete: no,
  stepThreeComplete: no,
});

/**
 * What the catalogue decides for the chosen date and party, sent with the booking (spec part 1 §3)
 * but never stored in it: derived from the current replies, so a reply that arrives late counts.
 */
export const catalogueDecidedShape = {
  compulsoriesUpgrade: z.array(bookedServiceSchema),
  flights: z.array(flightSchema),
};

const OPTION_STATUSES = ['open', 'expired', 'confirmed'] as const;

/**
 * GET /fapi/booking/{bookingNo}: the stored booking; an option booking also says where the option
 * stands and until when it can be confirmed (decision: the spec names the confirm call, not this).
 * An unreadable option block reads as none.
 */
export const storedBookingSchema = z.extend(bookingSchema, {
  /** A reply that names no trip is no booking (a server answering `{}` for a number it does not know). */
  travelCode: z.string().check(z.trim(), z.minLength(1)),
  option: z.catch(
    z._default(
      z.nullable(
        z.object({
          status: z.enum(OPTION_STATUSES),
          /** Until when the option can be confirmed (ISO time, or a day lasting to its end). */
          until: optionalText,
        }),
      ),
      null,
    ),
    null,
  ),
});
export type StoredBooking = z.output<typeof storedBookingSchema>;

/**
 * POST /fapi/booking/{code} answers { url } (spec: "a url on success", "if a URL is returned the
 * browser goes there"), optionally with the booking number: without a url, or with one not safe to
 * follow, the app confirms on its own page (domain/redirect `submitDestination`).
 */
export const bookingSubmitResponseSchema = z.object({ url: withDefault(z.string(), ''), bookingNo: optionalText });

/** Non-2xx replies carry a JSON body of this shape (decision). */
export const errorBodySchema = z.object({
  message: z.optional(z.string()),
  errorObject: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
});

export type Dog = z.infer<typeof dogSchema>;
export type BookedService = z.infer<typeof bookedServiceSchema>;
export type Traveller = z.infer<typeof travellerSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type TravelAgency = z.infer<typeof travelAgencySchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type BookingSubmitResponse = z.infer<typeof bookingSubmitResponseSchema>;
