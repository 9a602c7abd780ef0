import type { RootState } from '@/app/store';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { arePricesStale } from '@/domain/freshness';

/** When each reply that prices the booking arrived: the dates, every service kind, the extensions, rail and fly. */
const priceReplyTimes = (state: RootState): (number | null)[] => [
  state.schedules.receivedAt,
  state.accommodations.receivedAt,
  state.railFly.receivedAt,
  ...SERVICE_KINDS.map((kind) => state[kind.family].receivedAt),
];

/**
 * The booking's prices came longer ago than their time (domain/freshness): ask the server again
 * before they count. Read when step 3 opens and at the submit, not rendered.
 */
export const selectPricesStale = (state: RootState, now: number): boolean =>
  arePricesStale(priceReplyTimes(state), now);

/** Every reply that prices the booking arrived at `since` or later: the prices were asked for again, all of them. */
export const selectPricesRenewedSince = (state: RootState, since: number): boolean =>
  priceReplyTimes(state).every((at) => at !== null && at >= since);
