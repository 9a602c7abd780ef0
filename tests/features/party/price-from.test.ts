import { beforeAll, describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import { selectCalendar } from '@/features/party/calendar-selectors';
import { selectScheduleItems, selectSharedPriceRoom } from '@/features/party/schedule-selectors';
import { isOffered } from '@/domain/catalogue';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import { demoCatalogues } from '../../support/generated-bookings';
import { createTestStore } from '../../support/store';

/** The minimum known price of each date's schedules, as the spec defines 'from' (part 1 §2). */
function minimumByDate(state: RootState, keep: (s: RootState['schedules']['data'][number]) => boolean = () => true) {
  const byDate = new Map<string, number>();
  for (const s of state.schedules.data.filter(keep)) {
    if (s.price < 0) continue;
    byDate.set(s.start, Math.min(byDate.get(s.start) ?? Number.POSITIVE_INFINITY, s.price));
  }
  return byDate;
}

describe("'Preis ab' is the minimum schedule price of the date (spec part 1 §2), on every date of every demo trip", () => {
  let catalogues = new Map<string, Partial<RootState>>();
  beforeAll(async () => {
    catalogues = await demoCatalogues();
  });

  it.each(DEMO_TRIPS.map((trip) => trip.code))('%s: the date table and the calendar', (code) => {
    const state = createTestStore(catalogues.get(code)).getState();
    const minimum = minimumByDate(state);
    const table = selectScheduleItems(state);
    for (const item of table)
      expect([item.schedule.start, item.priceFrom.price]).toEqual([
        item.schedule.start,
        minimum.get(item.schedule.start) ?? -1,
      ]);
    const offered = minimumByDate(state, isOffered);
    for (const day of selectCalendar(state).all)
      expect([day.date, day.priceFrom.price]).toEqual([day.date, offered.get(day.date) ?? -1]);
    // A price not in a twin room names its room, once above the table when every date's is the
    // same room; a twin room's price names none.
    const shared = selectSharedPriceRoom(state);
    for (const item of table) {
      const lowest = state.schedules.data.filter(
        (s) => s.start === item.schedule.start && s.price === item.priceFrom.price,
      );
      const twin = lowest.some((s) => s.roomType === 'twin' || s.roomType === 'twinCabin');
      expect(item.priceFrom.room === null).toBe(twin || item.priceFrom.price < 0 || shared !== null);
    }
  });

  it('GRP-ALPS reads ab € 2.390,– in the triple room, NOF-DOLOMITES ab € 990,– in the shared room: said once for all dates', () => {
    const state = (code: string) => createTestStore(catalogues.get(code)).getState();
    expect(selectScheduleItems(state('GRP-ALPS'))[0]?.priceFrom).toEqual({ price: 2390, room: null });
    expect(selectSharedPriceRoom(state('GRP-ALPS'))).toMatchObject({ roomType: 'triple' });
    expect(selectScheduleItems(state('NOF-DOLOMITES'))[0]?.priceFrom).toEqual({ price: 990, room: null });
    expect(selectSharedPriceRoom(state('NOF-DOLOMITES'))).toMatchObject({ roomType: 'MBZ' });
    expect(selectSharedPriceRoom(state('IND-ICELAND'))).toBeNull();
  });
});
