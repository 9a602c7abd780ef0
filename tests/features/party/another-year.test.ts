import { describe, expect, it } from 'vitest';
import { parsePageConfig } from '@/config/page-config';
import { scheduleQuery } from '@/domain/schedule-query';
import { changePax, schedules, selectChosenDate, selectRoomLines } from '@/features/party';
import { selectRoomOptions } from '@/features/party/schedule-selectors';
import { selectTotals } from '@/features/pricing';
import { bookableDate, bookedStore, ofType, storeFor } from '../../support/catalogue-store';
import { mock } from '../../support/mock-server';
import { bookingReconciled } from '@/features/booking';
import { chooseSchedule } from '@/features/party/party-thunks';

// Spec part 1 §2: the year selector narrows the dates to one year; 'Termin ändern' shows when more
// than one date exists. A chosen date is not taken back by a list of another year (decision).

const config = () => {
  const result = parsePageConfig({ pathname: '/b/GRP-ALPS', search: '' }, null);
  if (!result.ok || !result.config.travelCode) throw new Error('bad test config');
  return { ...result.config, travelCode: result.config.travelCode };
};

describe("a chosen date while another year's dates are listed", () => {
  it("keeps its room types in the reply's order, its rooms, its total and the count of every year's dates", async () => {
    // The single room is not the first the reply lists: the rows must keep the reply's order.
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 1, pick: 'single' });
    expect(date[0]?.roomType).not.toBe('single');
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

describe('the room types of a chosen date are read from what was last seen only where the list does not answer for it', () => {
  it('a list of the chosen year without the chosen day offers no room there (the date is gone)', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 1 });
    const day = date[0]?.start ?? '';
    const without = store.getState().schedules.data.filter((s) => s.start !== day);
    mock.db.fail('schedule', { kind: 'reply', body: without, times: 1 });
    await store.dispatch(schedules.fetch(scheduleQuery(config(), Number(day.slice(0, 4)))));
    expect(store.getState().schedules.status).toBe('succeeded');
    expect(selectRoomOptions(store.getState())).toEqual([]);
  });

  it("a party size changed while another year is listed fills no room from a sight that may not be the day's every room type", async () => {
    const store = await storeFor('GRP-ALPS');
    const date = bookableDate(store, 1);
    const twin = ofType(date, 'twin');
    // A booking that saw only the chosen twin (stored before every room type of the day was kept).
    store.dispatch(chooseSchedule(twin));
    const seen = { ...store.getState().booking.lastSeen, schedules: [twin] };
    store.dispatch(bookingReconciled({ fields: { lastSeen: seen }, notices: [] }));
    const otherYear = store
      .getState()
      .travel.data?.schedules.find((s) => s && !s.start.startsWith(twin.start.slice(0, 4)));
    await store.dispatch(schedules.fetch(scheduleQuery(config(), Number(otherYear?.start.slice(0, 4)))));
    expect(selectRoomOptions(store.getState()).map((s) => s.id)).toEqual([twin.id]);
    store.dispatch(changePax(2));
    expect(store.getState().booking.party.rooms).toEqual([]);
  });
});
