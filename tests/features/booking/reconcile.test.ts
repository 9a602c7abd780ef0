import { byServiceFamily, byServiceField, SERVICE_KINDS } from '@/api/service-kinds';
import { describe, expect, it } from 'vitest';
import { bookingSchema, type RailFly, type ServiceEntry } from '@/api/schemas/index';
import { newLastSeen } from '@/features/booking/last-seen';
import { reconcileBooking, reconcileParts, type FreshCatalogue } from '@/features/booking/reconcile';
import { choicesOf } from '@/features/booking/booking-state';
import { createSchedule } from '../../support/data';

const twin = createSchedule({ id: 11, price: 2490 });
const single = createSchedule({ id: 12, roomType: 'single', allocation: '1', price: 2890 });
const entry = (id: number, price: number): ServiceEntry => ({
  service: {
    id,
    erpId: `U${id}`,
    serviceId: `S${id}`,
    name: `Upgrade ${id}`,
    description: '',
    price,
    perPerson: true,
    subCategory: null,
    onRequest: false,
  },
  additionalData: {},
  price,
  validFrom: null,
  validUntil: null,
  compulsoryPaxMin: null,
  compulsoryPaxMax: null,
  duration: null,
});
const booked = (e: ServiceEntry) => ({ ...e, travellerIndex: null, details: null });
/** A post-extension of three nights in Meran, as a booking carries it. */
const meran = {
  ...entry(7, 85),
  additionalData: { vv: 0, nv: 3 },
  roomTypeDescription: '',
  boardDescription: '',
  board: '',
};

const stored = (overrides: Record<string, unknown> = {}) =>
  ({
    ...bookingSchema.parse({ travelCode: 'GRP-ALPS', pax: 3 }),
    schedule: twin,
    selectedDate: twin.start,
    rooms: [
      { schedule: twin, travellers: [{}, {}] },
      { schedule: single, travellers: [{}] },
    ],
    upgrades: [booked(entry(1, 120))],
    ...overrides,
  }) as ReturnType<typeof bookingSchema.parse>;

/** A stored booking (as the /fapi booking carries it) re-read: its parts' fields and the entries they name, as last seen. */
const reconcileStored = (overrides: Record<string, unknown>, catalogue: FreshCatalogue) => {
  const { party, extras, lastSeen } = choicesOf(stored(overrides));
  return reconcileBooking({ ...party, ...extras }, catalogue, lastSeen);
};
/** The stored booking's fields as the reconcile reads them, with `overrides` in the parts' own shapes. */
const flat = (overrides: Record<string, unknown> = {}) => {
  const { party, extras } = choicesOf(stored());
  return { ...party, ...extras, ...overrides };
};
const unseen = newLastSeen();

const fresh = (
  overrides: Partial<FreshCatalogue> = {},
  services: Partial<FreshCatalogue['services']> = {},
): FreshCatalogue => ({
  schedules: [twin, single],
  services: { ...byServiceFamily(() => []), upgrades: [entry(1, 120)], ...services },
  accommodations: [],
  railFly: [],
  paxMin: 1,
  ...overrides,
});

describe("the server's data wins over the stored booking (issue 9)", () => {
  it("a stored price of € 1 is replaced by today's price, and the change is named", () => {
    const { fields, lastSeen, notices } = reconcileStored(
      {
        schedule: { ...twin, price: 1 },
        rooms: [{ schedule: { ...twin, price: 1 }, travellers: [{}, {}] }],
        upgrades: [booked({ ...entry(1, 1) })],
      },
      fresh(),
    );
    // The party keeps the date by its id; the entries taken again are the ones seen now: the chosen
    // day's room types as listed (the twin chosen, the single it may be given), the upgrade chosen.
    expect([fields.scheduleId, fields.rooms[0]?.scheduleId]).toEqual([11, 11]);
    expect([lastSeen.schedules.map((date) => date.price), lastSeen.upgrades[0]?.price]).toEqual([[2490, 2890], 120]);
    expect(notices).toEqual(['pricesUpdated']);
  });

  it.each([
    [
      'a date no longer offered',
      { schedules: [{ ...twin, bookable: false, onRequest: false }, single] },
      'dateGone',
      { scheduleId: null, rooms: [] },
    ],
    ['a room type gone', { schedules: [twin] }, 'roomGone', { rooms: [{ scheduleId: twin.id, travellers: [{}, {}] }] }],
    ['a service gone', { services: { upgrades: [], equipment: [], transfers: [] } }, 'serviceGone', { upgrades: [] }],
    [
      "a party above the date's limit",
      {
        schedules: [
          { ...twin, maxPax: 2 },
          { ...single, maxPax: 2 },
        ],
      },
      'paxOutOfRange',
      { pax: null, rooms: [] },
    ],
    ["a party below the trip's minimum", { paxMin: 4 }, 'paxOutOfRange', { pax: null }],
  ] as const)('%s is dropped with a notice', (_case, catalogue, notice, expected) => {
    const { fields, notices } = reconcileStored({}, fresh(catalogue as Partial<FreshCatalogue>));
    expect(notices).toContain(notice);
    expect(fields).toMatchObject(expected);
  });

  it.each(SERVICE_KINDS)("every kind of service is taken anew at today's price: $family", (kind) => {
    const { fields, lastSeen, notices } = reconcileStored(
      { upgrades: [], [kind.field]: [booked(entry(9, 10))] },
      fresh({}, { [kind.family]: [entry(9, 25)] }),
    );
    // The choice stays its id; today's entry is the one seen since.
    expect(fields[kind.field]).toEqual([{ id: 9, travellerIndex: null, details: null }]);
    expect(lastSeen[kind.field]).toEqual([entry(9, 25)]);
    expect(notices).toEqual(['pricesUpdated']);
    const gone = reconcileStored(
      { upgrades: [], [kind.field]: [booked(entry(9, 10))] },
      fresh({}, { [kind.family]: [] }),
    );
    expect([gone.fields[kind.field], gone.lastSeen[kind.field], gone.notices]).toEqual([[], [], ['serviceGone']]);
  });

  it("keeps the person's choices: the traveller of an equipment, its body data, the nights of an extension", () => {
    const ebike = { ...entry(5, 180), travellerIndex: 1, details: { bodySize: 178, bodyWeight: 72, shoeSize: null } };
    const { fields, notices } = reconcileStored(
      { equipments: [ebike], accommodations: [meran] },
      fresh({ accommodations: [{ ...meran, additionalData: { vv: 0, nv: 0 } }] }, { equipment: [entry(5, 180)] }),
    );
    expect(fields.equipments[0]).toMatchObject({ travellerIndex: 1, details: { bodySize: 178 } });
    expect(fields.accommodations[0]).toEqual({ id: 7, vv: 0, nv: 3 });
    expect(notices).toEqual([]);
  });

  it('a date gone takes its extensions with it, and they are seen no more', () => {
    const { fields, lastSeen, notices } = reconcileStored(
      { accommodations: [meran] },
      fresh({ schedules: [{ ...twin, bookable: false, onRequest: false }, single], accommodations: [meran] }),
    );
    expect([fields.scheduleId, fields.accommodations, lastSeen.accommodations, lastSeen.schedules]).toEqual([
      null,
      [],
      [],
      [],
    ]);
    expect(notices).toEqual(['dateGone']);
  });

  it('a family that did not load decides nothing', () => {
    const booking = flat();
    const { fields, notices } = reconcileStored({}, fresh({ schedules: null }, { upgrades: null }));
    expect(fields).toEqual({
      scheduleId: booking.scheduleId,
      selectedDate: booking.selectedDate,
      rooms: booking.rooms,
      pax: 3,
      ...byServiceField(() => []),
      upgrades: booking.upgrades,
      railFly: [],
      accommodations: [],
    });
    expect(notices).toEqual([]);
  });
});

describe('rail and fly, named by its id, is taken again from its reply (spec part 2 §9)', () => {
  const rail = (id: number, price: number) => ({ ...entry(id, price), tui: false }) as RailFly;
  const seen = { ...unseen, railFly: [rail(3, 79)] };

  it("a price other than the one last seen is named, and today's entry is seen since", () => {
    const { fields, lastSeen, notices } = reconcileBooking(
      flat({ railFly: [3] }),
      fresh({ railFly: [rail(3, 89)] }),
      seen,
    );
    expect([fields.railFly, lastSeen.railFly, notices]).toEqual([[3], [rail(3, 89)], ['pricesUpdated']]);
  });

  it('one its reply no longer lists goes, and is no longer seen', () => {
    const { fields, lastSeen, notices } = reconcileBooking(
      flat({ railFly: [3] }),
      fresh({ railFly: [rail(4, 50)] }),
      seen,
    );
    expect([fields.railFly, lastSeen.railFly, notices]).toEqual([[], [], ['serviceGone']]);
  });

  it('an id storage kept without its entry is named by the reply, without a notice', () => {
    const { fields, lastSeen, notices } = reconcileBooking(
      flat({ railFly: [3] }),
      fresh({ railFly: [rail(3, 89)] }),
      unseen,
    );
    expect([fields.railFly, lastSeen.railFly, notices]).toEqual([[3], [rail(3, 89)], []]);
  });

  it('a reply that did not come decides nothing', () => {
    const { fields, lastSeen, notices } = reconcileBooking(flat({ railFly: [3] }), fresh({ railFly: null }), seen);
    expect([fields.railFly, lastSeen.railFly, notices]).toEqual([[3], seen.railFly, []]);
  });
});

describe('each part re-read (reconcileParts): the party and the extras come back as parts', () => {
  it("a party below the trip's minimum and a service gone: the party keeps its other fields, the extras theirs", () => {
    const booking = choicesOf(stored({ dogs: [{ id: 'DOG_1', dogname: 'Bello' }] }));
    const party = { ...booking.party, paxInput: null };
    const { fields, notices } = reconcileParts(
      { party, extras: booking.extras, lastSeen: booking.lastSeen },
      fresh({ paxMin: 4 }, { upgrades: [] }),
    );
    expect(fields.party).toEqual({ ...party, pax: null, rooms: [] });
    expect(fields.extras).toEqual({ ...booking.extras, upgrades: [] });
    expect(fields.extras.dogs).toEqual(booking.extras.dogs);
    expect(notices.sort()).toEqual(['paxOutOfRange', 'serviceGone']);
  });

  it('the day chosen follows the date as the fresh list has it', () => {
    const booking = choicesOf(stored());
    const moved = { ...twin, start: '2099-02-02' };
    const { fields } = reconcileParts(booking, fresh({ schedules: [moved, { ...single, start: '2099-02-02' }] }));
    expect([fields.lastSeen.schedules.map((date) => date.start), fields.party.selectedDate]).toEqual([
      ['2099-02-02', '2099-02-02'],
      '2099-02-02',
    ]);
  });
});
