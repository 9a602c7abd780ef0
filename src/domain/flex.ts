import { daysBetween } from './format/date';
import type { FlexVariant } from './flex-variant';

export const FLEX_RATE = 0.05;
/** Offered only when the trip starts more than this many days ahead. */
const FLEX_MIN_DAYS_AHEAD = 31;

/** The facts of the flex tariff shown to the customer (spec part 2 §9). */
export const FLEX_FACTS = {
  /** Free cancellation and rebooking until this many days before the start. */
  freeUntilDaysBefore: 31,
  /** Refund of up to this share for trips cancelled up to the 31st day before departure. */
  refundPercent: 25,
  /** For cruises: this share from the 41st day. */
  cruiseRefundPercent: 60,
  cruiseRefundFromDay: 41,
  /** Never more than this share of the price. */
  maxRefundPercent: 75,
  /** Fees apply from this day before arrival. */
  feesFromDaysBefore: 30,
  /** The change fee per person it waives (FAQ). */
  changeFeePerPerson: 50,
} as const;

/** FLEX_RATE of the trip price, rounded to whole euros (spec part 2 §9 "5% of the price, rounded"). */
export function flexPrice(tripPrice: number): number {
  return Math.round(tripPrice * FLEX_RATE);
}

/**
 * The flex tariff is offered only when the start is more than 31 days ahead, the booking is not on
 * request, no insurance is chosen, and the trip is neither a partner nor a broker trip.
 */
export function isFlexOffered({
  start,
  today,
  onRequest,
  hasInsurance,
  isPartner,
  isBroker,
}: {
  start: string | null;
  today: string;
  onRequest: boolean;
  hasInsurance: boolean;
  isPartner: boolean;
  isBroker: boolean;
}): boolean {
  if (!start || onRequest || hasInsurance || isPartner || isBroker) return false;
  const days = daysBetween(today, start);
  return days !== null && days > FLEX_MIN_DAYS_AHEAD;
}

/** The refund share for a cancellation `daysBefore` the start (what the flex FAQ explains). */
export function flexRefundPercent({ daysBefore, isCruise }: { daysBefore: number; isCruise: boolean }): number {
  if (isCruise) return daysBefore >= FLEX_FACTS.cruiseRefundFromDay ? FLEX_FACTS.cruiseRefundPercent : 0;
  return daysBefore >= FLEX_FACTS.freeUntilDaysBefore ? FLEX_FACTS.refundPercent : 0;
}

/** Variant A asks for a choice: not choosing blocks submit (spec part 2 §5 'Step 3'). */
export function hasFlexError({
  offered,
  chosen,
  variant,
}: {
  offered: boolean;
  chosen: boolean | null;
  variant: FlexVariant;
}): boolean {
  return offered && chosen === null && variant === 'A';
}
