import { addDays, daysBetween } from './format/date';
import { floorToCents } from './format/price';

/** The deposit is this share of the trip price (spec part 2 §9); texts state it as {{percent}}. */
export const DEPOSIT_PERCENT = 20;
/** The rest is due this many days before departure; closer than that, everything is due now (spec part 2 §9). */
export const BALANCE_DUE_DAYS = 20;

/** The day the rest is due: BALANCE_DUE_DAYS before departure (spec part 2 §9). */
export const balanceDueDay = (start: string): string => addDays(start, -BALANCE_DUE_DAYS);

interface PaymentPlan {
  /** The spec's deposit: DEPOSIT_PERCENT of the trip price rounded down to whole euros (the whole trip within BALANCE_DUE_DAYS). */
  deposit: number;
  /** The insurance premium, due with the deposit (the insurer bills it at once). */
  insuranceNow: number;
  /** What is paid now: deposit and premium, never more than the total. */
  dueNow: number;
  /** Due on `balanceDueDate`; 0 when everything is due now. */
  balance: number;
  /** yyyy-mm-dd; null when everything is due now. */
  balanceDueDate: string | null;
  fullPaymentNow: boolean;
}

/**
 * What is due now of a booking sent with these totals: the deposit plus the insurance premium,
 * never more than the total. The one formula of the page, the payload's reader and the payment
 * page (docs/api: booking-request).
 */
export function amountDueNow({
  deposit,
  totalInsurancePrice,
  totalPrice,
}: {
  deposit: number;
  totalInsurancePrice: number;
  totalPrice: number;
}): number {
  return floorToCents(Math.max(0, Math.min(totalPrice, deposit + totalInsurancePrice)));
}

/**
 * The payment plan (spec part 2 §9): the deposit is DEPOSIT_PERCENT of the trip price (flex
 * included, before the voucher: a voucher applies to the final payment) rounded down to whole
 * euros, never more than the trip's part of the total; the insurance premium is due with it; the
 * rest is due BALANCE_DUE_DAYS before departure. Departure closer than that: the whole trip is the
 * deposit and everything is due now.
 */
export function paymentPlan({
  tripPrice,
  insurancePrice,
  totalPrice,
  start,
  today,
}: {
  /** The trip (incl. flex) before the voucher. */
  tripPrice: number;
  insurancePrice: number;
  /** What the customer pays: trip and insurance, less the voucher. */
  totalPrice: number;
  start: string;
  today: string;
}): PaymentPlan {
  const daysToGo = daysBetween(today, start) ?? 0;
  const insuranceNow = floorToCents(Math.max(0, Math.min(insurancePrice, totalPrice)));
  const tripPayable = floorToCents(Math.max(0, totalPrice - insuranceNow));
  if (daysToGo <= BALANCE_DUE_DAYS) {
    return {
      deposit: tripPayable,
      insuranceNow,
      dueNow: amountDueNow({ deposit: tripPayable, totalInsurancePrice: insuranceNow, totalPrice }),
      balance: 0,
      balanceDueDate: null,
      fullPaymentNow: true,
    };
  }
  const deposit = Math.min(tripPayable, Math.floor((tripPrice * DEPOSIT_PERCENT) / 100 + 1e-9));
  const dueNow = amountDueNow({ deposit, totalInsurancePrice: insuranceNow, totalPrice });
  return {
    deposit,
    insuranceNow,
    dueNow,
    balance: floorToCents(totalPrice - dueNow),
    balanceDueDate: balanceDueDay(start),
    fullPaymentNow: false,
  };
}
