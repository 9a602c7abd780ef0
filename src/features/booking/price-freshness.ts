import type { RootState } from '@/app/store';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { arePricesStale, type PriceReply } from '@/domain/freshness';
import type { ResourceState } from '@/lib/request-phases';

/** The families whose replies price the booking (the dates, every service kind, the extensions, rail and fly), each with whether something of it is chosen. */
const priceFamilies = ({ booking, ...state }: RootState): [ResourceState<unknown>, boolean][] => [
  [state.schedules, booking.schedule !== null],
  [state.accommodations, booking.accommodations.length > 0],
  [state.railFly, booking.railFly.length > 0],
  ...SERVICE_KINDS.map((kind): [ResourceState<unknown>, boolean] => [
    state[kind.family],
    booking[kind.field].length > 0,
  ]),
];

const priceReplies = (state: RootState): PriceReply[] =>
  priceFamilies(state).map(([family, chosen]) => ({
    receivedAt: family.receivedAt,
    failed: family.status === 'failed',
    chosen,
  }));

/**
 * The booking's prices came longer ago than their time, or a family's call failed (domain/freshness):
 * ask the server again before they count. Read when step 3 opens and at the submit, not rendered.
 */
export const selectPricesStale = (state: RootState, now: number): boolean => arePricesStale(priceReplies(state), now);

/** Every reply that prices the booking arrived at `since` or later: the prices were asked for again, all of them. */
export const selectPricesRenewedSince = (state: RootState, since: number): boolean =>
  priceFamilies(state).every(([family]) => family.receivedAt !== null && family.receivedAt >= since);
