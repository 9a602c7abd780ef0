// The offers' shapes: read with steps 2-3, kept out of the schemas of the first page.
import { flag, isoDay, orElse, withDefault, z } from '../../config/z';
import type { CustomerValues } from '../../domain/validation/customer';

const INSURANCE_SERVICE_CODES = ['rab', 'rrv', 'kv', 'gep', 'unf', 'haft', 'covq'] as const;
const TRIP_TYPES = ['FLT', 'CAR'] as const;

/** An id the insurer may send as text or as a number; kept as text. */
const idText = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
);

const tariffSchema = z.object({
  offerId: idText,
  price: z.number(),
  agb: withDefault(z.string(), ''),
  benefits: withDefault(z.string(), ''),
});

/** An offer's id, which spec part 2 §3 also calls offerId ('id / offerId'): the one the offer carries. */
const withOfferId = (value: unknown): unknown => {
  if (!value || typeof value !== 'object') return value;
  const offer = value as { id?: unknown; offerId?: unknown };
  return { ...offer, id: offer.id ?? offer.offerId };
};

const insuranceOfferSchema = z.pipe(
  z.transform(withOfferId),
  z.object({
    id: idText,
    offerId: orElse(idText, null),
    name: z.string(),
    /** an annual policy */
    year: flag,
    /** Known service codes; one the app does not know is left out rather than failing the offer. */
    services: z.pipe(
      withDefault(z.array(z.string()), []),
      z.transform((codes) =>
        codes.filter((code): code is (typeof INSURANCE_SERVICE_CODES)[number] =>
          (INSURANCE_SERVICE_CODES as readonly string[]).includes(code),
        ),
      ),
    ),
    /** D: with deductible ('mit SB'), O: without ('ohne SB'). */
    tariffs: z.object({ D: z.optional(tariffSchema), O: z.optional(tariffSchema) }),
  }),
);
export const insuranceOfferListSchema = z.array(insuranceOfferSchema);

export const insuranceOffersRequestSchema = z.object({
  start: z.string(),
  end: z.string(),
  totalPrice: z.number(),
  travelers: z.array(z.object({ birthday: isoDay })).check(z.minLength(1)),
  countries: z.array(z.string()).check(z.minLength(1)),
  tripType: z.enum(TRIP_TYPES),
  includeYearly: z.boolean(),
});

export const preContractSchema = z.object({
  preContractId: idText,
  urls: withDefault(z.array(z.object({ type: z.string(), url: z.string() })), []),
});

export interface PreContractRequest extends InsuranceOffersRequest {
  offerId: string;
  /** The customer as step 2 has them, without what the insurer does not need. */
  user: Omit<CustomerValues, 'emailRepeat' | 'telephone' | 'otherInvoiceName'>;
}

export type InsuranceOffer = z.infer<typeof insuranceOfferSchema>;
export type InsuranceOffersRequest = z.infer<typeof insuranceOffersRequestSchema>;
