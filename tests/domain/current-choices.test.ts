import { describe, expect, it } from 'vitest';
import type { Accommodation, BookedService, RailFly, Schedule, ServiceEntry } from '@/api/schemas';
import {
  areDatesListed,
  areIdsListed,
  namedEntries,
  namedExtensions,
  namedRooms,
  namedSchedule,
  namedServices,
  offeredOn,
} from '@/domain/current-choices';

// Spec part 1 §4 'the data families': the catalogue's replies are the truth about prices; the
// booking keeps the person's choices. A reply that comes again with a new price counts at once.

const schedule = (id: number, price: number) => ({ id, price, start: '2027-06-01' }) as unknown as Schedule;
const entry = (id: number, price: number) =>
  ({ service: { id, price, name: `S${id}` }, price, additionalData: {} }) as unknown as ServiceEntry;
const booked = (id: number, price: number, travellerIndex: number | null = null, details: unknown = null) =>
  ({ ...entry(id, price), travellerIndex, details }) as BookedService;
const extension = (id: number, price: number, vv: number, nv: number) =>
  ({ service: { id, price }, price, additionalData: { vv, nv, town: 'Meran' } }) as unknown as Accommodation;

describe('the chosen date and rooms are priced from the dates as they are answered now', () => {
  const party = (scheduleId: number | null, rooms: number[] = [], selectedDate = '2027-06-01') => ({
    scheduleId,
    selectedDate,
    rooms: rooms.map((id, i) => ({ scheduleId: id, travellers: [i] })),
  });

  it('takes the current price of the chosen date and of each room type', () => {
    const now = [schedule(11, 2690), schedule(12, 2890)];
    const seen = [schedule(11, 2490), schedule(12, 2590)];
    expect(namedSchedule(party(11), now, seen)?.price).toBe(2690);
    expect(namedRooms(party(11, [11, 12]), now, seen)).toEqual([
      { schedule: now[0], travellers: [0] },
      { schedule: now[1], travellers: [1] },
    ]);
  });

  it('as last seen while the reply lists none (not loaded, another year, gone); no date stays none', () => {
    const seen = [schedule(11, 2490)];
    expect(namedSchedule(party(11), null, seen)).toBe(seen[0]);
    expect(namedSchedule(party(11), [schedule(99, 1)], seen)).toBe(seen[0]);
    expect(namedSchedule(party(null), [schedule(11, 1)], seen)).toBeNull();
    expect(namedRooms(party(11, [11]), [], seen)).toEqual([{ schedule: seen[0], travellers: [0] }]);
    // The same id on another day is another date.
    const otherDay = { ...schedule(11, 1), start: '2027-06-02' };
    expect(namedSchedule(party(11), [otherDay], seen)).toBe(seen[0]);
    expect(namedSchedule(party(11, [], '2027-06-02'), [otherDay], seen)).toBe(otherDay);
  });

  it('a date or a room type named by neither the reply nor the entries seen is none (its price is not known)', () => {
    expect(namedSchedule(party(11), [schedule(12, 1)], [])).toBeNull();
    expect(namedRooms(party(11, [11, 13]), null, [schedule(11, 2490)])).toEqual([
      { schedule: schedule(11, 2490), travellers: [0] },
    ]);
  });
});

describe('a chosen service is priced from its current entry; who it is for stays the person’s', () => {
  const choice = (id: number, travellerIndex: number | null = null, details: unknown = null) => ({
    id,
    travellerIndex,
    details,
  });

  it('takes the current price and keeps the traveller and the equipment details', () => {
    const result = namedServices([choice(7, 1, { size: 'L' }), choice(8)], [entry(7, 59), entry(8, 20)], []);
    expect(result.map((s) => s.price)).toEqual([59, 20]);
    expect(result[0]).toMatchObject({ travellerIndex: 1, details: { size: 'L' } });
  });

  it('a service the reply no longer lists, or not yet: as last seen (the reconcile drops a gone one and says so)', () => {
    expect(namedServices([choice(7, 0)], [entry(8, 20)], [entry(7, 49)])).toEqual([booked(7, 49, 0)]);
    expect(namedServices([choice(7, 0)], null, [entry(7, 49)])).toEqual([booked(7, 49, 0)]);
  });

  it('one named by neither is no service yet (its price is not known)', () => {
    expect(namedServices([choice(7)], null, [])).toEqual([]);
  });

  it('rail and fly, named by id: the current entry, else the one last seen, else none yet', () => {
    const seen = [entry(3, 79) as unknown as RailFly, entry(4, 20) as unknown as RailFly];
    const now = [entry(3, 89) as unknown as RailFly];
    expect(namedEntries([3, 4, 5], now, seen)).toEqual([now[0], seen[1]]);
    expect(namedEntries([4, 3], null, seen)).toEqual([seen[1], seen[0]]);
  });

  it('an extension: the current price per night, the person’s nights before and after', () => {
    const today = { service: { id: 5, price: 110 }, price: 110, additionalData: { vv: 2, nv: 1, town: 'Meran' } };
    expect(namedExtensions([{ id: 5, vv: 2, nv: 1 }], [extension(5, 110, 0, 0)], [])).toEqual([today]);
    // Not listed (yet): as last seen, with the person's nights; named by neither: none.
    expect(namedExtensions([{ id: 5, vv: 2, nv: 1 }], null, [extension(5, 110, 0, 0)])).toEqual([today]);
    expect(namedExtensions([{ id: 5, vv: 2, nv: 1 }], null, [])).toEqual([]);
  });
});

describe("a choice its family's current list does not name is priced by its stored copy, to be confirmed", () => {
  const day = (id: number, start: string) => ({ id, start });
  it('dates and room types: by id and day', () => {
    const list = [day(1, '2027-05-01'), day(2, '2027-05-01')];
    expect(areDatesListed([day(1, '2027-05-01'), day(2, '2027-05-01')], list)).toBe(true);
    expect(areDatesListed([day(1, '2027-06-01')], list)).toBe(false);
    expect(areDatesListed([], [])).toBe(true);
  });

  it('services, extensions, rail and fly: by their service', () => {
    expect(areIdsListed([7], [entry(7, 59), entry(8, 20)])).toBe(true);
    expect(areIdsListed([7], [entry(8, 20)])).toBe(false);
  });
});

describe("the room types of the chosen date while another year's dates are shown (spec part 1 §2 year selector)", () => {
  const on = (id: number, start: string) => ({ id, start, price: id }) as unknown as Schedule;
  const listed = (list: Schedule[]) => new Map([[list[0]?.start ?? '', list]]);

  it('are the listed ones when the list has the chosen day', () => {
    const now = [on(1, '2027-06-01'), on(2, '2027-06-01')];
    expect(offeredOn('2027-06-01', listed(now), [on(1, '2027-06-01')], true)).toBe(now);
  });

  it("are the ones last seen on that day when the list shows another year's dates (or is on its way)", () => {
    const seen = [on(1, '2027-06-01'), on(9, '2027-07-01'), on(2, '2027-06-01')];
    expect(offeredOn('2027-06-01', listed([on(5, '2026-12-19')]), seen, false)).toEqual([seen[0], seen[2]]);
  });

  it('are none when the list answers for the day and lacks it: the date is gone, nothing last seen is offered', () => {
    const seen = [on(1, '2027-06-01'), on(2, '2027-06-01')];
    expect(offeredOn('2027-06-01', listed([on(5, '2027-07-01')]), seen, true)).toEqual([]);
  });

  it('are none without a chosen day', () => {
    expect(offeredOn(null, listed([on(1, '2027-06-01')]), [on(1, '2027-06-01')], false)).toEqual([]);
  });
});
