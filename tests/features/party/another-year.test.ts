import { describe, expect, it } from 'vitest';
import { parsePageConfig } from '@/config/page-config';
import { scheduleQuery } from '@/domain/schedule-query';
import { schedules, selectChosenDate, selectRoomLines } from '@/features/party';
import { selectRoomOptions } from '@/features/party/schedule-selectors';
import { selectTotals } from '@/features/pricing';
import { bookedStore } from '../../support/catalogue-store';

// Spec part 1 §2: the year selector narrows the dates to one year; 'Termin ändern' shows when more
// than one date exists. A chosen date is not taken back by a list of another year (decision).

const config = () => {
  const result = parsePageConfig({ pathname: '/b/GRP-ALPS', search: '' }, null);
  if (!result.ok || !result.config.travelCode) throw new Error('bad test config');
  return { ...result.config, travelCode: result.config.travelCode };
};

describe("a chosen date while another year's dates are listed", () => {
  it("keeps its room types in the reply's order, its rooms, its total and the count of every year's dates", async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 1 });
    const chosenYear = Number(date[0]?.start.slice(0, 4));
    const lines = selectRoomLines(store.getState()).map((line) => [line.schedule.id, line.count]);
    const total = selectTotals(store.getState()).totalPrice;
    const dates = selectChosenDate(store.getState())?.dateCount ?? 0;
    expect(dates).toBeGreaterThan(1);

    const otherYear = store.getState().travel.data?.schedules.find((s) => s && !s.start.startsWith(String(chosenYear)));
    expect(otherYear).toBeDefined();
    await store.dispatch(schedules.fetch(scheduleQuery(config(), Number(otherYear?.start.slice(0, 4)))));
    expect(store.getState().schedules.data.some((s) => s.start === date[0]?.start)).toBe(false);

    expect(selectRoomOptions(store.getState()).map((s) => s.id)).toEqual(date.map((s) => s.id));
    expect(selectRoomLines(store.getState()).map((line) => [line.schedule.id, line.count])).toEqual(lines);
    expect(selectTotals(store.getState()).totalPrice).toBe(total);
    expect(selectChosenDate(store.getState())?.dateCount).toBe(dates);
  });
});
