import {
  fareStops,
  filterByStops,
  firstConnection,
  offeredFares,
  type FareFacts,
  type FareWindow,
  type StopFilter,
} from './fares';
import { compareIso } from './format/date';

// The fare list's order (spec part 2 §9): the sorts the dialog offers, and the best fares it names.

export type FareSort = 'best' | 'price' | 'time' | 'duration' | 'stops';
export const FARE_SORTS: readonly FareSort[] = ['best', 'price', 'time', 'duration', 'stops'];

/**
 * 'best' weighs price against time: each hour of travel counts as 30 euros and each stop as 50
 * (decision: what a traveller would pay to save them).
 */
export function fareScore(fare: FareFacts, price = fare.totalPrice): number {
  return price + (fare.totalTime / 60) * 30 + fareStops(fare) * 50;
}

const departureTime = (fare: FareFacts) => firstConnection(fare, 0)?.connectionHeader.departureDisplayTime ?? '';

/** What a fare costs the customer: its total, or the price shown for it (spec part 2 §9) when sorting what they see. */
type PriceOf = (fare: FareFacts) => number;
const totalOf: PriceOf = (fare) => fare.totalPrice;

/** What a sort orders by, worked out once per fare rather than at every comparison. */
function sortKey(fare: FareFacts, sort: FareSort, price: number): number | string {
  switch (sort) {
    case 'best':
      return fareScore(fare, price);
    case 'price':
      return price;
    case 'time':
      return departureTime(fare);
    case 'duration':
      return fare.totalTime;
    case 'stops':
      return fareStops(fare);
  }
}

interface Keyed<T> {
  fare: T;
  position: number;
  key: number | string;
  price: number;
}

const keyedFares = <T extends FareFacts>(fares: readonly T[], sort: FareSort, priceOf: PriceOf): Keyed<T>[] =>
  fares.map((fare, position) => {
    const price = priceOf(fare);
    return { fare, position, key: sortKey(fare, sort, price), price };
  });

// Ties go to the cheaper, then the quicker, then the earlier in the list.
const order = <T extends FareFacts>(a: Keyed<T>, b: Keyed<T>): number =>
  (typeof a.key === 'string' ? compareIso(a.key, b.key as string) : a.key - (b.key as number)) ||
  a.price - b.price ||
  a.fare.totalTime - b.fare.totalTime ||
  a.position - b.position;

/**
 * A new sorted list (never in place); ties go to the cheaper, then the quicker, then the earlier in
 * the list. With `priceOf` the price is the one the customer sees (fares at no surcharge cost the same).
 */
export function sortFares<T extends FareFacts>(fares: readonly T[], sort: FareSort, priceOf: PriceOf = totalOf): T[] {
  return keyedFares(fares, sort, priceOf)
    .sort(order)
    .map(({ fare }) => fare);
}

/** The first fare of a sort, found in one pass: the same fare `sortFares` puts first. */
function firstFare<T extends FareFacts>(fares: readonly T[], sort: FareSort, priceOf: PriceOf): T | null {
  let first: Keyed<T> | null = null;
  for (const entry of keyedFares(fares, sort, priceOf)) if (first === null || order(entry, first) < 0) first = entry;
  return first?.fare ?? null;
}

export function cheapestFare<T extends FareFacts>(fares: readonly T[], priceOf: PriceOf = totalOf): T | null {
  return firstFare(fares, 'price', priceOf);
}

export function quickestFare<T extends FareFacts>(fares: readonly T[]): T | null {
  return firstFare(fares, 'duration', totalOf);
}

/** The fare list as shown: offered fares filtered by stops and sorted. */
export function prepareFares<T extends FareFacts>(
  fares: readonly T[],
  options: FareWindow & { stops: StopFilter; sort: FareSort },
): T[] {
  return sortFares(filterByStops(offeredFares(fares, options), options.stops), options.sort);
}
