import { amountDueNow, balanceDueDay } from './deposit';
import { floorToCents } from './format/price';
import { submitKind, type SubmitKind } from './submit';
import { dueLabel, type DueLabel } from './payment';

export interface ConfirmedBooking {
  onRequest: boolean;
  bookingRequest: boolean;
  /** An agency booked: it is invoiced, nothing is paid online. */
  byAgency: boolean;
  /** A direct-payment agency: its customer pays through a link sent by e-mail. */
  paymentDirect: boolean;
  paymentType: 'BILL' | 'CARD' | 'INSTANT_TRANSFER' | null;
  totalPrice: number;
  deposit: number;
  totalInsurancePrice: number;
  /** The trip's first day (yyyy-mm-dd…); the rest is due BALANCE_DUE_DAYS before it. */
  start: string | null;
}

interface ConfirmationFacts {
  kind: SubmitKind;
  /** What is due now (deposit and premium, or everything within BALANCE_DUE_DAYS of departure); 0 for a request. */
  dueNow: number;
  /** The payment page is offered: a booking paid by card or instant transfer with something due. */
  payOnline: boolean;
  /** A direct-payment agency's customer gets the payment link by e-mail (spec part 2 §6 'paymentDirect'). */
  paymentLinkByEmail: boolean;
  /** What is due now is the whole price (the trip starts within BALANCE_DUE_DAYS, spec part 2 §9). */
  fullNow: boolean;
  /** How the amount due now is named, as step 3's plan named it; null where it is not the booker's to pay (an agency, nothing due). */
  dueLabel: DueLabel | null;
  /** What is left after what is due now, and the day it is due (null when nothing is left). */
  balance: number;
  balanceDueDate: string | null;
}

/**
 * What the confirmation page says comes next (spec part 2 §2, §9): a request is answered within
 * 1–2 working days and paid once confirmed; a booking pays its deposit and the insurance premium
 * (the amounts sent with it; the whole total when no deposit was sent) now, online when it chose a card or an instant transfer, by invoice otherwise; an agency is
 * invoiced, unless it is a direct-payment agency, whose customer gets a payment link by e-mail.
 * The rest is due BALANCE_DUE_DAYS before departure, the same date step 3's payment plan named.
 */
export function confirmationFacts(b: ConfirmedBooking): ConfirmationFacts {
  const kind = submitKind(b);
  if (kind === 'request')
    return {
      kind,
      dueNow: 0,
      payOnline: false,
      paymentLinkByEmail: false,
      fullNow: false,
      dueLabel: null,
      balance: 0,
      balanceDueDate: null,
    };
  const dueNow = b.deposit > 0 ? amountDueNow(b) : Math.max(0, b.totalPrice);
  const fullNow = dueNow > 0 && dueNow >= b.totalPrice;
  const balance = dueNow > 0 && !fullNow && b.start ? floorToCents(b.totalPrice - dueNow) : 0;
  return {
    kind,
    dueNow,
    payOnline: !b.byAgency && dueNow > 0 && (b.paymentType === 'CARD' || b.paymentType === 'INSTANT_TRANSFER'),
    paymentLinkByEmail: b.byAgency && b.paymentDirect && dueNow > 0,
    fullNow,
    dueLabel: dueNow > 0 ? dueLabel({ byAgency: b.byAgency, paymentType: b.paymentType }) : null,
    balance,
    balanceDueDate: balance > 0 && b.start ? balanceDueDay(b.start.slice(0, 10)) : null,
  };
}
