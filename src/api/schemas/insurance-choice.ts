import { nullDefault, z } from '../../config/z';

/** The insurance chosen in the booking (spec part 2 §3 'Selected insurance'). */
export const selectedInsuranceSchema = z.object({
  offerId: z.string(),
  name: z.string(),
  price: z.number(),
  preContractId: nullDefault(z.string()),
  code: nullDefault(z.string()),
  tourId: nullDefault(z.string()),
  /** The pre-contract's terms (its TAC url), shown once the terms were accepted. */
  termsUrl: nullDefault(z.string()),
});

export type SelectedInsurance = z.infer<typeof selectedInsuranceSchema>;
