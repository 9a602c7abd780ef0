import { canOptOutOfFlight } from './flight-control';

/**
 * The reduction for travelling without the flight (spec part 1 §9): minus flightPrice/100 per
 * person and minus the absolute transfer reductions per person; none in modes 5 (no flight) and
 * 6 (opt-in), whose price has no flight in it, and none while the flight is kept.
 */
export function flightOptOutReduction({
  flightControl,
  noFlight,
  flightPriceCents,
  transferReductionStart,
  transferReductionEnd,
  pax,
}: {
  flightControl: number | null;
  noFlight: boolean;
  flightPriceCents: number;
  transferReductionStart: number;
  transferReductionEnd: number;
  pax: number;
}): number {
  if (!noFlight || !canOptOutOfFlight(flightControl)) return 0;
  const perPerson = flightPriceCents / 100 + Math.abs(transferReductionStart) + Math.abs(transferReductionEnd);
  return perPerson === 0 ? 0 : -perPerson * pax;
}

/** A fare difference this small is not worth showing (spec part 2 §9). */
const FLIGHT_PRICE_THRESHOLD = 20;

/**
 * The flight price shown for a chosen fare (spec part 2 §9): the fare total minus the included
 * flight price (flightPrice times pax / 100), rounded up; 20 or less becomes 0.
 */
export function flightPriceShown({
  fareTotal,
  flightPriceCents,
  pax,
}: {
  fareTotal: number;
  flightPriceCents: number;
  pax: number;
}): number {
  const extra = Math.ceil(fareTotal - (flightPriceCents * pax) / 100 - 1e-9);
  return extra <= FLIGHT_PRICE_THRESHOLD ? 0 : extra;
}
