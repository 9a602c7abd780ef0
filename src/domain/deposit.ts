import { addDays, daysBetween } from './format/date';
import { floorToCents } from './format/price';

const DEPOSIT_RATE = 0.2;
/** The rest is due this many days before departure; closer than that, everything is due now. */
const BALANCE_DUE_DAYS = 20;

interface PaymentPlan {
  /** Due now. */
  deposit: number;
  /** Due on `balanceDueDate`; 0 when everything is due now. */
  balance: number;
  /** yyyy-mm-dd; null when everything is due now. */
  balanceDueDate: string | null;
  fullPaymentNow: boolean;
}

/**
 * Deposit (spec part 2 §9): 20 % of the trip price rounded down to whole euros, plus the insurance
 * premium (decision: due at once, as the insurer bills it); the rest is due 20 days before
 * departure; departure within 20 days means the full total now. Never more than the total.
 */
export function paymentPlan({ tripPrice, insurancePrice, totalPrice, start, today }: {
  tripPrice: number;
  insurancePrice: number;
  totalPrice: number;
  start: string;
  today: string;
}): PaymentPlan {
  const daysToGo = daysBetween(today, start) ?? 0;
  if (daysToGo <= BALANCE_DUE_DAYS) return { deposit: floorToCents(totalPrice), balance: 0, balanceDueDate: null, fullPaymentNow: true };
  const deposit = floorToCents(Math.min(totalPrice, Math.floor(tripPrice * DEPOSIT_RATE + 1e-9) + insurancePrice));
  return { deposit, balance: floorToCents(totalPrice - deposit), balanceDueDate: addDays(start, -BALANCE_DUE_DAYS), fullPaymentNow: false };
}
