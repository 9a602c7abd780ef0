import { nullDefault, withDefault, yesNo, z } from '../../config/z';

/** The insurance chosen in the booking (spec part 2 §3 'Selected insurance'). */
const selectedInsuranceSchema = z.object({
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

/**
 * The booking's insurance fields (spec part 1 §3, part 2 §4): the chosen offer, its terms accepted
 * through the pre-contract, and the 'no insurance' decision. The booking schema reads them with
 * these defaults; the insurance's part of the state is made of them.
 */
export const insuranceChoicesShape = {
  insurance: nullDefault(selectedInsuranceSchema),
  insuranceAGB: withDefault(yesNo, false),
  /** The customer chose 'no insurance' (the decision step 3 asks for). */
  insuranceDeclined: withDefault(yesNo, false),
};
