import { FLEX_FACTS, FLEX_RATE } from './flex';

/** The facts the FAQ overlays of step 3 state (spec part 2 §9 'FAQ facts'). */
export const FAQ_FACTS = {
  /** A rebooking costs this per person; the flex tariff waives it. */
  changeFeePerPerson: FLEX_FACTS.changeFeePerPerson,
  /** Rebooking is possible up to this many days before arrival… */
  rebookingUntilDaysBefore: 31,
  /** …when the new price is within this share of the old one. */
  rebookingPriceTolerancePercent: 10,
  /** Short-notice rules apply from this many days before arrival. */
  shortNoticeFromDays: 30,
  /** Insolvency claims are made within this many weeks of the trip's end. */
  insolvencyClaimWeeks: 8,
  flexPercent: FLEX_RATE * 100,
} as const;
