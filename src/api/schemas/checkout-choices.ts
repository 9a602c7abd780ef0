import { PAYMENT_METHOD_IDS } from '../../domain/payment';
import { voucherSchema } from './voucher';
import { nullDefault, withDefault, yesNo, z } from '../../config/z';

/** A yes/no field of the booking: true/false, 1/0 or "1"/"0" as PHP back ends send it. */
const no = withDefault(yesNo, false);

/**
 * The booking's fields the checkout chooses (spec part 1 §3, part 2 §4, §9): the documents
 * choice, the flex tariff, the redeemed voucher, the way to pay and the boxes of step 3. The
 * booking schema reads them with these defaults; the checkout's part of the state is made of them.
 */
export const checkoutChoicesShape = {
  gtc: no,
  /** digital documents */
  rula: withDefault(yesNo, true),
  flexBooking: no,
  /** Whether the customer answered the flex question (variant A requires an answer). */
  flexAnswered: no,
  voucher: nullDefault(voucherSchema),
  /** The brand or way chosen on step 3 (Visa, instant transfer, invoice…); an unknown stored value is none. */
  paymentMethod: z.catch(z.nullable(z.enum(PAYMENT_METHOD_IDS)), null),
  newsletter: no,
  /** The customer's data consent (spec part 2 §5 'Step 3'). */
  consent: no,
  /** Pre-contract information of an insurance without annual policy may be sent by e-mail. */
  insurancePreContractEmail: no,
  /** The agency's boxes: pre-contract terms handed over, its consent, the customer's data consent, the 2G information. */
  agentPreContract: no,
  agentConsent: no,
  customerDataConsent: no,
  twoG: no,
};
