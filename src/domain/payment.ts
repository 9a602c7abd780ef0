export type PaymentType = 'BILL' | 'CARD' | 'INSTANT_TRANSFER';

/** The ways to pay step 3 offers (spec part 2 §9 'payment methods overall'), in the order shown. */
export const PAYMENT_METHOD_IDS = ['VISA', 'MASTERCARD', 'DINERS', 'VISA_DEBIT', 'VPAY', 'MASTERCARD_DEBIT', 'MAESTRO', 'INSTANT_TRANSFER', 'BILL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_IDS)[number];

const PAYMENT_TYPE_OF: Record<PaymentMethod, PaymentType> = {
  VISA: 'CARD', MASTERCARD: 'CARD', DINERS: 'CARD', VISA_DEBIT: 'CARD', VPAY: 'CARD', MASTERCARD_DEBIT: 'CARD', MAESTRO: 'CARD',
  INSTANT_TRANSFER: 'INSTANT_TRANSFER',
  BILL: 'BILL',
};

/** A total of zero forces payment by bill (spec part 1 §4). */
export function effectivePaymentType(totalPrice: number, chosen: PaymentType | null): PaymentType | null {
  return totalPrice === 0 ? 'BILL' : chosen;
}

/** The payment type of a method (what the booking's paymentType carries). */
export function paymentTypeOf(method: PaymentMethod): PaymentType {
  return PAYMENT_TYPE_OF[method];
}

/**
 * The methods a person may choose (spec part 2 §6, §9): none when nothing is paid online (an
 * agency cannot pay online; a booking on request or a booking request is paid once confirmed);
 * only the invoice at a total of zero; otherwise all of them.
 */
export function paymentMethodsOffered({ canPay, onRequest, bookingRequest, totalPrice }: { canPay: boolean; onRequest: boolean; bookingRequest: boolean; totalPrice: number }): PaymentMethod[] {
  if (!canPay || onRequest || bookingRequest) return [];
  if (totalPrice === 0) return ['BILL'];
  return [...PAYMENT_METHOD_IDS];
}

/**
 * The method that goes with the booking: the only one offered is taken as chosen (the invoice at
 * a total of zero); a choice no longer offered (the total changed) counts as none.
 */
export function effectivePaymentMethod(offered: readonly PaymentMethod[], chosen: PaymentMethod | null): PaymentMethod | null {
  if (offered.length === 1) return offered[0] ?? null;
  return chosen !== null && offered.includes(chosen) ? chosen : null;
}

/** A method must be chosen whenever one is offered. */
export function isPaymentMissing(offered: readonly PaymentMethod[], chosen: PaymentMethod | null): boolean {
  return offered.length > 0 && effectivePaymentMethod(offered, chosen) === null;
}
