import { flag, z } from './z';

export const INSURANCE_SERVICE_CODES = ['rab', 'rrv', 'kv', 'gep', 'unf', 'haft', 'covq'] as const;
export const INSURANCE_COUNTRIES = ['DE', 'AT', 'IT', 'FR', 'LU', 'BE', 'DK', 'PL', 'CZ', 'NL'] as const;
export const TRIP_TYPES = ['FLT', 'CAR'] as const;

export const tariffSchema = z.object({
  offerId: z.string(),
  price: z.number(),
  agb: z.string().default(''),
  benefits: z.string().default(''),
});

export const insuranceOfferSchema = z.object({
  id: z.string(),
  offerId: z.string().nullish().transform((v) => v ?? null),
  name: z.string(),
  /** an annual policy */
  year: flag,
  services: z.array(z.enum(INSURANCE_SERVICE_CODES)).default([]),
  /** D: with deductible ('mit SB'), O: without ('ohne SB'). */
  tariffs: z.object({ D: tariffSchema.optional(), O: tariffSchema.optional() }),
});
export const insuranceOfferListSchema = z.array(insuranceOfferSchema);

export const insuranceTravellerSchema = z.object({ birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const insuranceOffersRequestSchema = z.object({
  start: z.string(),
  end: z.string(),
  totalPrice: z.number(),
  travelers: z.array(insuranceTravellerSchema).min(1),
  countries: z.array(z.string()).min(1),
  tripType: z.enum(TRIP_TYPES),
  includeYearly: z.boolean(),
});

export const preContractSchema = z.object({
  preContractId: z.string(),
  urls: z.array(z.object({ type: z.string(), url: z.string() })),
});

export const selectedInsuranceSchema = z.object({
  offerId: z.string(),
  name: z.string(),
  price: z.number(),
  preContractId: z.string().nullable().default(null),
  code: z.string().nullable().default(null),
  tourId: z.string().nullable().default(null),
});

export type InsuranceOffer = z.infer<typeof insuranceOfferSchema>;
export type InsuranceOffersRequest = z.infer<typeof insuranceOffersRequestSchema>;
export type PreContract = z.infer<typeof preContractSchema>;
export type SelectedInsurance = z.infer<typeof selectedInsuranceSchema>;
