import { bookingSchema, catalogueDecidedShape, flightDataSchema } from './booking';
import { z } from '../../config/z';
import { LANGUAGE_CODES } from '../../config/language';

// Kept apart from the other schemas: the app only needs its type; the contract (docs/api) and the
// tests read the schema itself.

const {
  token: _token,
  dogs: _dogs,
  flexAnswered: _flexAnswered,
  stepOneComplete: _one,
  stepTwoComplete: _two,
  stepThreeComplete: _three,
  insurance: _insurance,
  insuranceDeclined: _declined,
  roomPlaces: _roomPlaces,
  ...sentBookingShape
} = bookingSchema.shape;

/**
 * The body of POST /fapi/booking/{code} (spec part 2 §7): the booking's fields of spec part 1 §3
 * and nothing else (no client state, no token), plus language, whitelabel and hitchHiker; the
 * dogs travel on the first traveller, the insurance as its block.
 */
export const bookingRequestSchema = z.strictObject({
  ...sentBookingShape,
  ...catalogueDecidedShape,
  flightData: z.strictObject(flightDataSchema.shape),
  insurance: z.nullable(
    z.strictObject({
      offerId: z.string(),
      name: z.string(),
      price: z.number(),
      preContractId: z.nullable(z.string()),
      code: z.nullable(z.string()),
      tourId: z.nullable(z.string()),
    }),
  ),
  language: z.enum(LANGUAGE_CODES),
  whitelabel: z.nullable(z.string()),
  hitchHiker: z.boolean(),
});

export type BookingRequest = z.output<typeof bookingRequestSchema>;
