import type { CardBrand } from './validation/card';

export type PaymentType = 'BILL' | 'CARD' | 'INSTANT_TRANSFER';

/**
 * The ways to pay step 3 offers (spec part 2 §9 'payment methods overall'), in the order shown,
 * each with its payment type and, for a card, the card network the payment page takes it as (a
 * debit card is paid with its network's numbers). V PAY is left out: it takes no payment without
 * the card present, so the payment page could never take it (docs/decisions.md).
 */
const PAYMENT_METHODS = {
  VISA: { type: 'CARD', brand: 'visa' },
  MASTERCARD: { type: 'CARD', brand: 'mastercard' },
  DINERS: { type: 'CARD', brand: 'diners' },
  VISA_DEBIT: { type: 'CARD', brand: 'visa' },
  MASTERCARD_DEBIT: { type: 'CARD', brand: 'mastercard' },
  MAESTRO: { type: 'CARD', brand: 'maestro' },
  INSTANT_TRANSFER: { type: 'INSTANT_TRANSFER', brand: null },
  BILL: { type: 'BILL', brand: null },
} as const satisfies Record<string, { type: PaymentType; brand: CardBrand | null }>;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

/** The card network a card method is paid with on the payment page; null for the other methods. */
export function cardBrandOf(method: PaymentMethod): CardBrand | null {
  return PAYMENT_METHODS[method].brand;
}

/** A total of zero forces payment by bill (spec part 1 §4). */
export function effectivePaymentType(totalPrice: number, chosen: PaymentType | null): PaymentType | null {
  return totalPrice === 0 ? 'BILL' : chosen;
}

/** The names of the amount due now: online, or with the invoice. */
export type DueLabel = 'dueNow' | 'dueWithInvoice';

/**
 * How the amount due now is named, on step 3's payment plan and on the confirmation alike: 'Fällig
 * mit der Rechnung' for an invoice, 'Jetzt fällig' otherwise (paid online, or before a way to pay
 * is chosen); not named for an agency, whose invoice or customer's payment link says it.
 */
export function dueLabel({
  byAgency,
  paymentType,
}: {
  byAgency: boolean;
  paymentType: PaymentType | null;
}): DueLabel | null {
  if (byAgency) return null;
  return paymentType === 'BILL' ? 'dueWithInvoice' : 'dueNow';
}

/** The payment type of a method (what the booking's paymentType carries). */
export function paymentTypeOf(method: PaymentMethod): PaymentType {
  return PAYMENT_METHODS[method].type;
}

/**
 * The methods a person may choose (spec part 2 §6, §9): none when nothing is paid online (an
 * agency cannot pay online; a booking on request or a booking request is paid once confirmed);
 * only the invoice at a total of zero; otherwise all of them, the cards only where a card payment
 * provider is configured (the payment page could take no card without one).
 */
export function paymentMethodsOffered({
  canPay,
  onRequest,
  bookingRequest,
  totalPrice,
  canPayByCard,
}: {
  canPay: boolean;
  onRequest: boolean;
  bookingRequest: boolean;
  totalPrice: number;
  canPayByCard: boolean;
}): PaymentMethod[] {
  if (!canPay || onRequest || bookingRequest) return [];
  if (totalPrice === 0) return ['BILL'];
  return PAYMENT_METHOD_IDS.filter((method) => canPayByCard || PAYMENT_METHODS[method].type !== 'CARD');
}

/**
 * The method that goes with the booking: the only one offered is taken as chosen (the invoice at
 * a total of zero); a choice no longer offered (the total changed) counts as none.
 */
export function effectivePaymentMethod(
  offered: readonly PaymentMethod[],
  chosen: PaymentMethod | null,
): PaymentMethod | null {
  if (offered.length === 1) return offered[0] ?? null;
  return chosen !== null && offered.includes(chosen) ? chosen : null;
}

/** A method must be chosen whenever one is offered. */
export function isPaymentMissing(offered: readonly PaymentMethod[], chosen: PaymentMethod | null): boolean {
  return offered.length > 0 && effectivePaymentMethod(offered, chosen) === null;
}
