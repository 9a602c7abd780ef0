import {
  accommodationListSchema,
  airportGroupsSchema,
  benefitListSchema,
  bookingSchema,
  storedBookingSchema,
  bookingSubmitResponseSchema,
  countryListSchema,
  errorBodySchema,
  fareSearchRequestSchema,
  fareSearchResponseSchema,
  flightListSchema,
  guideListSchema,
  loginRequestSchema,
  railFlyListSchema,
  scheduleListSchema,
  serviceEntryListSchema,
  supplierListSchema,
  travelSchema,
  travellerSchema,
  userSchema,
  voucherRequestSchema,
  voucherSchema,
} from './schemas';
import { bookingRequestSchema } from './schemas/booking-request';
import { cardTokenErrorSchema, cardTokenRequestSchema, cardTokenSchema } from './schemas/card-payment';
import { paymentStatusSchema, payReplySchema, payRequestSchema } from './schemas/payment';
import { giftVoucherOrderSchema, giftVoucherRequestSchema, giftVoucherTemplatesSchema } from './schemas/gift-voucher';
import { travelListSchema } from './schemas/travel-list';
import { insuranceOfferListSchema, insuranceOffersRequestSchema, preContractSchema } from './schemas/insurance';
import { sellReportSchema, userReportSchema } from './schemas/reports';
import { yesNo, z } from '../config/z';
import { SERVICE_KINDS } from './service-kinds';

/** The written contract of /fapi: every body the app sends or reads, with the calls that carry it. */
export const CONTRACT = {
  travel: { schema: travelSchema, calls: 'GET /fapi/travel/{code}?lang&year (reply)' },
  'travel-list': {
    schema: travelListSchema,
    calls: 'GET /fapi/travel?regions[]&types[]&focus[]&group&start&end, POST with {search} (reply)',
  },
  'schedule-list': {
    schema: scheduleListSchema,
    calls: 'GET /fapi/schedule/{code}?lang, POST /fapi/schedule/{code}?lang with {dateRange, year} (reply)',
  },
  'service-entry-list': {
    schema: serviceEntryListSchema,
    calls: `${SERVICE_KINDS.map((kind) => `GET /fapi/${kind.path}/{code}`).join(', ')} (reply)`,
  },
  'accommodation-list': { schema: accommodationListSchema, calls: 'GET /fapi/accommodation/{code} (reply)' },
  'airport-groups': { schema: airportGroupsSchema, calls: 'GET /fapi/airport (reply)' },
  'rail-fly-list': { schema: railFlyListSchema, calls: 'GET /fapi/rail-fly (reply)' },
  'benefit-list': { schema: benefitListSchema, calls: 'GET /fapi/usp/{category} (reply)' },
  'country-list': { schema: countryListSchema, calls: 'GET /fapi/country (reply)' },
  user: {
    schema: userSchema,
    calls:
      'GET /fapi/user, POST /fapi/login_check, POST /fapi/user/register (reply); an empty user when nobody is logged in',
  },
  'login-request': { schema: loginRequestSchema, calls: 'POST /fapi/login_check (body)' },
  'guide-list': { schema: guideListSchema, calls: 'GET /fapi/user/guides (reply)' },
  'supplier-list': { schema: supplierListSchema, calls: 'GET /fapi/user/supplier (reply)' },
  'flight-list': { schema: flightListSchema, calls: 'GET /fapi/flight/{code} (reply)' },
  'fare-search-request': { schema: fareSearchRequestSchema, calls: 'POST /hh/search (body)' },
  'fare-search-response': { schema: fareSearchResponseSchema, calls: 'POST /hh/search (reply)' },
  'insurance-offer-list': {
    schema: insuranceOfferListSchema,
    calls: 'GET /fapi/insurance, POST /fapi/insurance/offers (reply)',
  },
  'insurance-offers-request': { schema: insuranceOffersRequestSchema, calls: 'POST /fapi/insurance/offers (body)' },
  'pre-contract': { schema: preContractSchema, calls: 'POST /fapi/insurance/pre-contract (reply)' },
  voucher: { schema: voucherSchema, calls: 'POST /fapi/voucher/{code} (reply)' },
  'voucher-request': { schema: voucherRequestSchema, calls: 'POST /fapi/voucher/{code} (body)' },
  'gift-voucher-request': {
    schema: giftVoucherRequestSchema,
    calls:
      'POST /fapi/voucher/create/new (body), with an Idempotency-Key: exactly these fields (docs/api/gift-voucher.md)',
    io: 'output',
  },
  'gift-voucher-order': {
    schema: giftVoucherOrderSchema,
    calls: 'POST /fapi/voucher/create/new (reply): the order number; the code and PDF once the voucher counts',
  },
  'gift-voucher-templates': {
    schema: giftVoucherTemplatesSchema,
    calls: "the page configuration's voucherTemplates (docs/api/gift-voucher.md)",
  },
  booking: {
    schema: storedBookingSchema,
    calls:
      'GET /fapi/booking/{bookingNo} (reply): a stored booking for ?bookingId; an option booking adds option {status, until}',
  },
  'booking-request': {
    schema: bookingRequestSchema,
    calls: 'POST /fapi/booking/{code} (body): exactly these fields, nothing else',
    io: 'output',
  },
  'booking-submit-response': { schema: bookingSubmitResponseSchema, calls: 'POST /fapi/booking/{code} (reply)' },
  'sell-report': { schema: sellReportSchema, calls: 'GET /fapi/report/sell (reply)' },
  'user-report': { schema: userReportSchema, calls: 'GET /fapi/report/user (reply)' },
  'payment-status': {
    schema: paymentStatusSchema,
    calls: 'GET /fapi/booking/{bookingNo}/payment (reply): what the payment page shows',
  },
  'pay-request': {
    schema: payRequestSchema,
    calls:
      'POST /fapi/booking/pay/{bookingNo}/{CARD|INSTANT_TRANSFER} (body), with an Idempotency-Key: CARD sends the provider token, never a card (docs/api/card-payment.md)',
    io: 'output',
  },
  'pay-reply': {
    schema: payReplySchema,
    calls:
      'POST /fapi/booking/pay/{bookingNo}/{category} (reply): a 2xx is paid unless it says paid: false or asks for an action ({type: redirect, url}: 3-D Secure); 402 is declined',
  },
  'card-token-request': {
    schema: cardTokenRequestSchema,
    calls:
      'POST {cardPayment.endpoint}/tokens (body), Authorization: Bearer {cardPayment.apiKey}: the card, to the payment provider alone',
    io: 'output',
  },
  'card-token': {
    schema: cardTokenSchema,
    calls: 'POST {cardPayment.endpoint}/tokens (201 reply): a single-use token, valid 15 minutes',
  },
  'card-token-error': {
    schema: cardTokenErrorSchema,
    calls:
      'POST {cardPayment.endpoint}/tokens (4xx reply): code invalid_number, invalid_expiry, invalid_cvc, declined or another',
  },
  'error-body': { schema: errorBodySchema, calls: 'every non-2xx reply' },
} as const satisfies Record<string, { schema: z.core.$ZodType; calls: string; io?: 'input' | 'output' }>;

/**
 * JSON Schema of what travels on the wire: for replies what the server may send (the zod input);
 * for the booking request what the app sends (the zod output, no other property allowed).
 */
export function contractJsonSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(CONTRACT).map(([name, entry]) => [
      name,
      {
        title: name,
        description: entry.calls,
        ...z.toJSONSchema(entry.schema, {
          io: 'io' in entry ? entry.io : 'input',
          unrepresentable: 'any',
          target: 'draft-2020-12',
          // A yes/no field the app reads as true/1/"1" it sends as a boolean.
          override: (ctx) => {
            if (ctx.zodSchema === yesNo && 'io' in entry && entry.io === 'output')
              Object.assign(ctx.jsonSchema, { type: 'boolean' });
          },
        }),
      },
    ]),
  );
}

/**
 * The Booking entity's and a traveller's defaults, as their schemas read an empty object (spec part
 * 1 §3): written to `entity-defaults.json` by `npm run api:schemas`, so the first page starts a new
 * booking from them without building those schemas.
 */
export const entityDefaults = () => ({ booking: bookingSchema.parse({}), traveller: travellerSchema.parse({}) });
