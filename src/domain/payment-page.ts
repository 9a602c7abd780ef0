import { isDeclinedCode, type CardRejection } from './card-payment';
import { balanceDueDay } from './deposit';
import { parseServerDate, toServerDate } from './format/date';

/**
 * The payment page of an existing booking (spec part 2 §2 'Payment screen', §7 'POST
 * /fapi/booking/pay/{booking_no}/{payment_category}', §8 'Payment').
 */

/** The payment category in the pay call's path: the spec's online payment types, in the order offered. */
const PAYMENT_CATEGORIES = ['CARD', 'INSTANT_TRANSFER'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** The ways to pay the page offers: the card only where a card payment provider is configured (docs/api/card-payment.md). */
export function paymentCategoriesOffered(canPayByCard: boolean): PaymentCategory[] {
  return PAYMENT_CATEGORIES.filter((category) => category !== 'CARD' || canPayByCard);
}

/**
 * The way to pay the page starts with: the one chosen on step 3 when it is offered (an instant
 * transfer, else the card), else the first one offered.
 */
export function preselectedCategory(method: string | null, offered: readonly PaymentCategory[]): PaymentCategory {
  const chosen: PaymentCategory = method === 'INSTANT_TRANSFER' ? 'INSTANT_TRANSFER' : 'CARD';
  return offered.includes(chosen) ? chosen : (offered[0] ?? 'INSTANT_TRANSFER');
}

/** What the page offers: paying, or why not. */
export type PaymentPhase = 'paid' | 'nothingDue' | 'expired' | 'payable';

/** A deadline as a moment: with its zone when it has one, otherwise the local time it names. */
export function deadlineTime(text: string | null): number | null {
  if (!text) return null;
  if (/[T ]\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const zoned = Date.parse(text);
    if (!Number.isNaN(zoned)) return zoned;
  }
  const local = parseServerDate(text);
  if (!local) return null;
  // A bare day is payable until that day's end.
  if (!/[T ]\d{2}:\d{2}/.test(text)) local.setHours(23, 59, 59, 999);
  return local.getTime();
}

/**
 * Already paid says so (whatever else the reply says); nothing left to pay is paid too; a deadline
 * that has passed ends online payment; otherwise the booking can be paid.
 */
export function paymentPhase(
  status: { paid: boolean; amountDue: number; deadline: string | null },
  now: number,
): PaymentPhase {
  if (status.paid) return 'paid';
  if (status.amountDue <= 0) return 'nothingDue';
  const deadline = deadlineTime(status.deadline);
  return deadline !== null && deadline <= now ? 'expired' : 'payable';
}

interface SalutationInput {
  gender: 'male' | 'female' | 'divers' | null;
  title: string | null;
  firstname: string | null;
  lastname: string | null;
}

/**
 * 'Hallo Frau Muster' / 'Hallo Herr Muster' with the academic title before the name (`titled`:
 * English and Italian then drop Mr/Ms); the gender-neutral form names the person in full ('Hallo
 * Alex Muster'); without a last name only 'Hallo'.
 */
export function salutationOf(customer: SalutationInput | null): {
  form: 'female' | 'male' | 'neutral' | 'anonymous';
  name: string;
  titled: boolean;
} {
  const lastname = customer?.lastname?.trim() ?? '';
  if (!customer || lastname === '') return { form: 'anonymous', name: '', titled: false };
  const title = customer.title?.trim() ?? '';
  if (customer.gender === 'female' || customer.gender === 'male') {
    return { form: customer.gender, name: [title, lastname].filter(Boolean).join(' '), titled: title !== '' };
  }
  return { form: 'neutral', name: [customer.firstname?.trim(), lastname].filter(Boolean).join(' '), titled: false };
}

/**
 * What a failed payment shows: a card field the provider refused (the spec's message at that
 * field), the spec's declined-or-cancelled error, or its general one.
 */
export type PaymentFailure = CardRejection;

/**
 * A failed pay call: declined or cancelled when the server answered 402 (Payment Required) or said
 * so ('declined', 'cancelled', 'canceled', 'refused'); anything else (an error, no answer) is the
 * general error.
 */
export function paymentFailureOf(failure: { status: number | null; code?: string | null }): 'declined' | 'general' {
  return failure.status === 402 || isDeclinedCode(failure.code) ? 'declined' : 'general';
}

/**
 * When the rest of a booking that still has something to pay is due (spec part 2 §9:
 * BALANCE_DUE_DAYS before departure), and whether that day is still ahead at `now` (then the page
 * offers it as a calendar entry); null when nothing is due or the departure is not known, and when
 * the day had passed without the rest being overdue: a booking made that close to departure owes
 * all of it now, never 'due on' a day before it was made.
 */
export function balanceDue(
  departureDate: string | null,
  phase: PaymentPhase | 'succeeded',
  { now, overdue }: { now: number; overdue: boolean },
): { date: string; ahead: boolean } | null {
  if (!departureDate || !parseServerDate(departureDate) || (phase !== 'payable' && phase !== 'expired')) return null;
  const date = balanceDueDay(departureDate);
  const ahead = date >= toServerDate(new Date(now));
  return ahead || overdue ? { date, ahead } : null;
}
