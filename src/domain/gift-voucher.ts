import { requiredText, type FieldRuleError } from './validation/customer';
import { isEmail } from './validation/traveller';

/**
 * The gift voucher (spec part 2 §7 'POST /fapi/voucher/create/new', part 1 §3 'voucher templates';
 * the rest is ours, docs/api/gift-voucher.md): a template, an amount in whole euros, the
 * recipient's name and a message, the buyer, and how it is paid.
 */

/** The amounts a voucher may have, in whole euros (decision: from a small gift to a whole trip). */
export const GIFT_VOUCHER_AMOUNT = { min: 25, max: 5000 } as const;

/** The steps offered when a template names none. */
export const GIFT_VOUCHER_STEPS = [50, 100, 250, 500] as const;

/** The fields' lengths (the buyer's as the invoice data's, spec part 2 §5). */
export const GIFT_VOUCHER_LIMITS = { recipient: 70, message: 300, firstname: 35, lastname: 35, email: 80 } as const;

/** How a voucher is paid: by card or instant transfer on the payment page, or by invoice where the operator allows it. */
export const GIFT_VOUCHER_PAYMENTS = ['CARD', 'INSTANT_TRANSFER', 'BILL'] as const;
export type GiftVoucherPayment = (typeof GIFT_VOUCHER_PAYMENTS)[number];

export interface GiftVoucherValues {
  templateId: string;
  /** As typed (or chosen from the steps): whole euros. */
  amount: string;
  recipient: string;
  message: string;
  firstname: string;
  lastname: string;
  email: string;
  payment: GiftVoucherPayment | null;
  /** The general terms accepted (never ticked in advance). */
  terms: boolean;
}

export type GiftVoucherField = keyof GiftVoucherValues;

export type GiftVoucherError =
  | FieldRuleError
  | { key: 'amountRange'; min: number; max: number }
  | { key: 'chooseTemplate' }
  | { key: 'choosePayment' }
  | { key: 'acceptTerms' };

/**
 * The amount typed, in whole euros, when it is one within the range; null otherwise. Written as a
 * German reads it too: thousands with a point ('1.000'), no cents (',00' or ',–').
 */
export function giftVoucherAmount(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/,(00|-|–)$/, '')
    .replace(/^(\d{1,3})\.(\d{3})$/, '$1$2');
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= GIFT_VOUCHER_AMOUNT.min && amount <= GIFT_VOUCHER_AMOUNT.max ? amount : null;
}

/** What keeps a gift voucher from being ordered, by field; empty when it can be. */
export function giftVoucherErrors(
  values: GiftVoucherValues,
  { templateIds, payments }: { templateIds: readonly string[]; payments: readonly GiftVoucherPayment[] },
): Partial<Record<GiftVoucherField, GiftVoucherError>> {
  const errors: Partial<Record<GiftVoucherField, GiftVoucherError>> = {};
  if (!templateIds.includes(values.templateId)) errors.templateId = { key: 'chooseTemplate' };
  if (values.amount.trim() === '') errors.amount = { key: 'required' };
  else if (giftVoucherAmount(values.amount) === null)
    errors.amount = { key: 'amountRange', min: GIFT_VOUCHER_AMOUNT.min, max: GIFT_VOUCHER_AMOUNT.max };
  const recipient = requiredText(values.recipient, GIFT_VOUCHER_LIMITS.recipient);
  if (recipient) errors.recipient = recipient;
  if (values.message.trim().length > GIFT_VOUCHER_LIMITS.message)
    errors.message = { key: 'maxLength', n: GIFT_VOUCHER_LIMITS.message };
  for (const field of ['firstname', 'lastname'] as const) {
    const error = requiredText(values[field], GIFT_VOUCHER_LIMITS[field]);
    if (error) errors[field] = error;
  }
  const email = requiredText(values.email, GIFT_VOUCHER_LIMITS.email);
  if (email) errors.email = email;
  else if (!isEmail(values.email)) errors.email = { key: 'invalidEmail' };
  if (values.payment === null || !payments.includes(values.payment)) errors.payment = { key: 'choosePayment' };
  if (!values.terms) errors.terms = { key: 'acceptTerms' };
  return errors;
}

/**
 * The ways to pay a voucher: the card only where a card payment provider is configured (as on
 * step 3), the instant transfer always, the invoice where the page configuration allows it.
 */
export function giftVoucherPayments({
  cardPayable,
  invoiceAllowed,
}: {
  cardPayable: boolean;
  invoiceAllowed: boolean;
}): GiftVoucherPayment[] {
  return GIFT_VOUCHER_PAYMENTS.filter(
    (payment) => (payment !== 'CARD' || cardPayable) && (payment !== 'BILL' || invoiceAllowed),
  );
}
