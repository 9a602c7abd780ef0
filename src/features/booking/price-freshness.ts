import type { RootState } from '@/app/store';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { arePricesStale, type PriceReply } from '@/domain/freshness';
import type { ResourceState } from '@/lib/request-phases';

/** The families whose replies price the booking: the dates, every service kind, the extensions, rail and fly. */
const priceFamilies = (state: RootState): ResourceState<unknown>[] => [
  state.schedules,
  state.accommodations,
  state.railFly,
  ...SERVICE_KINDS.map((kind) => state[kind.family]),
];

const priceReplies = (state: RootState): PriceReply[] =>
  priceFamilies(state).map((family) => ({ receivedAt: family.receivedAt, failed: family.status === 'failed' }));

/**
 * The booking's prices came longer ago than their time, or a family's call failed (domain/freshness):
 * ask the server again before they count. Read when step 3 opens and at the submit, not rendered.
 */
export const selectPricesStale = (state: RootState, now: number): boolean => arePricesStale(priceReplies(state), now);

/** Every reply that prices the booking arrived at `since` or later: the prices were asked for again, all of them. */
export const selectPricesRenewedSince = (state: RootState, since: number): boolean =>
  priceFamilies(state).every((family) => family.receivedAt !== null && family.receivedAt >= since);
