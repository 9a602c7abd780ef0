export type PaymentType = 'BILL' | 'CARD' | 'INSTANT_TRANSFER';

/** A total of zero forces payment by bill (spec part 1 §4). */
export function effectivePaymentType(totalPrice: number, chosen: PaymentType | null): PaymentType | null {
  return totalPrice === 0 ? 'BILL' : chosen;
}
