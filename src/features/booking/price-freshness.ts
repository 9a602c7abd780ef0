import type { RootState } from '@/app/store';
import { selectUpgradesPending } from '@/features/extras';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { areDatesListed, areIdsListed } from '@/domain/current-choices';
import { arePricesStale, type PriceReply } from '@/domain/freshness';
import type { ResourceState } from '@/lib/request-phases';
import { namedIds, type SeenField } from './last-seen';

/** A family that prices the booking, whether something of it is chosen, and whether its current list lists all of that. */
type PriceFamily = [ResourceState<unknown>, chosen: boolean, listed: boolean];

/** The family's list as it last came, or null while it has none (being asked, failed, not asked yet). */
const listOf = <T>(family: ResourceState<readonly T[]>): readonly T[] | null =>
  family.status === 'succeeded' ? family.data : null;

/** Whether `chosen` is all in `list`; a family without a list decides nothing here. */
const listsAll = <T, C>(
  chosen: readonly C[],
  list: readonly T[] | null,
  listed: (chosen: readonly C[], list: readonly T[]) => boolean,
) => list === null || listed(chosen, list);

/** The families whose replies price the booking (the dates, every service kind, the extensions, rail and fly). */
const priceFamilies = ({ booking, ...state }: RootState): PriceFamily[] => {
  const { scheduleId, selectedDate, rooms } = booking.party;
  // The chosen date and each room's room type, named by their schedules on the chosen day.
  const dates =
    scheduleId === null || selectedDate === null
      ? []
      : [scheduleId, ...rooms.map((room) => room.scheduleId)].map((id) => ({ id, start: selectedDate }));
  /** A family of entries, the booking naming them in its extras' list `field` by their services' ids. */
  const named = (family: ResourceState<readonly { service: { id: number } }[]>, field: SeenField): PriceFamily => {
    const ids = namedIds(booking.extras, field);
    return [family, ids.length > 0, listsAll(ids, listOf(family), areIdsListed)];
  };
  return [
    [state.schedules, dates.length > 0, listsAll(dates, listOf(state.schedules), areDatesListed)],
    named(state.accommodations, 'accommodations'),
    named(state.railFly, 'railFly'),
    ...SERVICE_KINDS.map((kind) => named(state[kind.family], kind.field)),
  ];
};

const priceReplies = (state: RootState): PriceReply[] =>
  priceFamilies(state).map(([family, chosen, listed]) => ({
    receivedAt: family.receivedAt,
    failed: family.status === 'failed',
    chosen,
    unlisted: !listed,
  }));

/**
 * The booking's prices came longer ago than their time, or a family's call failed (domain/freshness):
 * ask the server again before they count. Read when step 3 opens and at the submit, not rendered.
 */
export const selectPricesStale = (state: RootState, now: number): boolean => arePricesStale(priceReplies(state), now);

/**
 * A reply that decides what is booked or what it costs is on its way: the dates, the upgrades (the
 * compulsory ones), the flights (the included ones, and whether they are on request), or a list
 * something was chosen from. The submit waits for it (a reload on step 3 with a slow server).
 */
export const selectCatalogueLoading = (state: RootState): boolean =>
  // The upgrades not asked yet after a reload count as coming: a compulsory charge may join the total.
  selectUpgradesPending(state) ||
  [
    state.flights,
    ...priceFamilies(state).flatMap(([family, chosen]) => (chosen || family === state.schedules ? [family] : [])),
  ].some((family) => family.status === 'pending');

/** Every reply that prices the booking arrived at `since` or later: the prices were asked for again, all of them. */
export const selectPricesRenewedSince = (state: RootState, since: number): boolean =>
  priceFamilies(state).every(([family]) => family.receivedAt !== null && family.receivedAt >= since);
