import { describe, expect, it } from 'vitest';
import { createBookingStore, persistBookingStore } from '@/app/booking-store';
import { checkStorageVersion } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { LANGUAGES } from '@/config/language';
import { BOOKING_PARTS, createEmptyBooking, type BookingState } from '@/features/booking/booking-state';
import { BOOKING_SHAPE_VERSION } from '@/app/booking-migrations';
import {
  bookingKey,
  forgetStoredBooking,
  INDEX_KEY,
  STAMP_KEY,
  stampOf,
  STORAGE_VERSION,
  VERSION_KEY,
} from '@/app/stored-booking';
import { customerChanged, travellerChanged } from '@/features/travellers/travellers-reducers';
import { paxChanged, scheduleSelected } from '@/features/party/party-reducers';
import { consentChanged } from '@/features/checkout/checkout-reducers';
import { CHECKOUT_FIELDS, type CheckoutField } from '@/features/checkout';
import { TRAVELLERS_FIELDS } from '@/features/travellers';
import { ARRIVAL_FIELDS, type ArrivalPart } from '@/features/arrival';
import { EXTRAS_FIELDS, type ExtrasPart } from '@/features/extras';
import { equipmentDetailsChanged, serviceToggled } from '@/features/extras/extras-reducers';
import { serviceEntrySchema } from '@/api/schemas';
import { createTestClient } from '../support/api';
import storedOfShapeOne from './fixtures/stored-booking-shape-1.json';
import storedOfShapeFour from './fixtures/stored-booking-shape-4.json';
import storedOfShapeSix from './fixtures/stored-booking-shape-6.json';
import storedOfShapeSeven from './fixtures/stored-booking-shape-7.json';
import { selectRailFly, selectRooms, selectSchedule } from '@/features/choices/booking-fields';
import { byServiceField, SERVICE_KINDS } from '@/api/service-kinds';
import { namedExtensions, namedRooms, namedSchedule, namedServices } from '@/domain/current-choices';
import { createSchedule } from '../support/data';

const STORED = `persist:${bookingKey('GRP-ALPS')}`;
const DAY = 24 * 60 * 60 * 1000;
const CARDS = { cardEndpoint: 'https://provider.stand-in.test', pagePolicy: null, salesContact: null };

/** Rewrites a stored booking's own stamp (its version and time of last change). */
function restamp(backend: Storage, key: string, stamp: Record<string, unknown>) {
  const outer = JSON.parse(backend.getItem(key) ?? '{}') as Record<string, string>;
  const current = JSON.parse(outer[STAMP_KEY] ?? '{}') as Record<string, unknown>;
  backend.setItem(key, JSON.stringify({ ...outer, [STAMP_KEY]: JSON.stringify({ ...current, ...stamp }) }));
}

/** Removes the stamp, as a booking written before it existed. */
function unstamp(backend: Storage, key: string) {
  const { [STAMP_KEY]: _stamp, ...outer } = JSON.parse(backend.getItem(key) ?? '{}') as Record<string, string>;
  backend.setItem(key, JSON.stringify(outer));
}

/** An in-memory Storage that can be told to be full. */
class FakeStorage implements Storage {
  items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const open = (backend: Storage | undefined, travelCode = 'GRP-ALPS') =>
  createBookingStore({ api: createTestClient(), travelCode, backend, settings: CARDS });

async function bookSomething(backend: FakeStorage, travelCode = 'GRP-ALPS') {
  const { store, persistor } = await open(backend, travelCode);
  store.dispatch(scheduleSelected({ schedule: createSchedule() }));
  store.dispatch(paxChanged({ pax: 3, roomOptions: [] }));
  store.dispatch(customerChanged({ firstname: 'Erika', email: 'erika@example.com' }));
  await persistor.flush();
  return store;
}

describe('the persisted booking (spec part 1 §1, part 2 §9)', () => {
  it('comes back after a reload, with everything entered', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    const { store } = await open(backend);
    expect(store.getState().booking).toMatchObject({
      travelCode: 'GRP-ALPS',
      party: { pax: 3 },
      travellers: { user: { firstname: 'Erika', email: 'erika@example.com' } },
    });
    expect(selectSchedule(store.getState())?.id).toBe(createSchedule().id);
  });

  /** The arrival as a booking stored before its part held it: the fare's price beside the fare. */
  const arrivalAsStored = (arrival: ArrivalPart) => ({
    ...arrival,
    flightData: { ...arrival.flightData, totalPrice: arrival.flightData.fare?.totalPrice ?? null },
  });
  const INSURANCE = { insurance: 'chosen', insuranceAGB: 'termsAccepted', insuranceDeclined: 'declined' } as const;
  const TRAVELLERS = [...TRAVELLERS_FIELDS, 'userChosen', 'loggedInAs'];
  const SERVICE_FIELDS: readonly string[] = SERVICE_KINDS.map((kind) => kind.field);
  /** The extras as a booking stored them: each chosen service and rail and fly with its entry, as last seen. */
  const extrasAsStored = (booking: BookingState) => ({
    ...booking.extras,
    ...byServiceField((kind) => namedServices(booking.extras[kind.field], null, booking.lastSeen[kind.field])),
    accommodations: namedExtensions(booking.extras.accommodations, null, booking.lastSeen.accommodations),
    railFly: booking.lastSeen.railFly,
  });
  /** The party as a booking stored it: the date and each room with its entry, as last seen. */
  const partyAsStored = (booking: BookingState) => ({
    ...booking.party,
    schedule: namedSchedule(booking.party, null, booking.lastSeen.schedules),
    rooms: namedRooms(booking.party, null, booking.lastSeen.schedules),
  });
  /**
   * Where a field of a booking of an earlier shape is now: in a concern's part, or in the booking
   * itself. The services, the extensions and rail and fly are their ids since shapes 9, 10 and 8; the entries they were
   * stored with are the ones last seen.
   */
  const whereNow = (booking: BookingState, key: string, partsThen: readonly string[]): unknown =>
    key === 'extras'
      ? extrasAsStored(booking)
      : key === 'party'
        ? partyAsStored(booking)
        : ['railFly', 'accommodations', ...SERVICE_FIELDS].includes(key)
          ? extrasAsStored(booking)[key as keyof ExtrasPart]
          : partsThen.includes(key)
            ? booking[key as keyof BookingState]
            : (CHECKOUT_FIELDS as string[]).includes(key)
              ? booking.checkout[key as CheckoutField]
              : key in INSURANCE
                ? booking.insurance[INSURANCE[key as keyof typeof INSURANCE]]
                : TRAVELLERS.includes(key)
                  ? booking.travellers[key as keyof typeof booking.travellers]
                  : (ARRIVAL_FIELDS as readonly string[]).includes(key)
                    ? arrivalAsStored(booking.arrival)[key as keyof ArrivalPart]
                    : (EXTRAS_FIELDS as readonly string[]).includes(key)
                      ? booking.extras[key as keyof ExtrasPart]
                      : ['schedule', 'selectedDate', 'rooms', 'pax', 'paxInput'].includes(key)
                        ? partyAsStored(booking)[key as keyof ReturnType<typeof partyAsStored>]
                        : // The flight control is the chosen date's, read from it since.
                          key === 'flightControl'
                          ? partyAsStored(booking).schedule?.flightControl
                          : booking[key as keyof typeof booking];

  /**
   * Opens a booking as an earlier page stored it (with the parts it had then); every stored field
   * is found again where it is now.
   */
  async function openEarlierShape(written: Record<string, string>, partsThen: readonly string[]) {
    // Each part a field of its own: a booking of parts has fewer, each holding more.
    const fieldsAtLeast = 13 - partsThen.length / 2;
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    backend.setItem(STORED, JSON.stringify(written));
    restamp(backend, STORED, { at: Date.now() });
    const { store, persistor } = await open(backend);
    const booking = store.getState().booking;
    const stored = Object.entries(written)
      .filter(([key]) => !['_persist', '_stamp', 'paymentType'].includes(key))
      .map(([key, text]) => [key, JSON.parse(text) as unknown] as const);
    expect(stored.length).toBeGreaterThanOrEqual(fieldsAtLeast);
    for (const [key, value] of stored)
      // The papers (passport numbers, issuing authorities) stay with the tab and come back empty here.
      expect({ key, value: whereNow(booking, key, partsThen) }).toMatchObject({ key, value });
    expect(booking.notices).toEqual([]);
    // Written again in today's shape.
    store.dispatch(customerChanged({ city: 'Augsburg' }));
    await persistor.flush();
    const rewritten = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    expect(JSON.parse(rewritten._persist ?? '{}')).toMatchObject({ version: BOOKING_SHAPE_VERSION });
    return { booking, rewritten };
  }

  it('a booking stored by the page before the concerns had their own parts comes back whole: every choice and every entered field', async () => {
    // Written by the app of f946edf (storage version 1.0.8, booking shape 1): a party of two in a
    // twin room, the customer and the second traveller, a dog, flex, Visa, a voucher, the boxes.
    const { booking, rewritten } = await openEarlierShape(storedOfShapeOne, []);
    expect(booking.checkout).toMatchObject({ gtc: true, flexBooking: true, paymentMethod: 'VISA', rula: false });
    expect(booking.checkout.voucher?.code).toBe('SOMMER50');
    expect(JSON.parse(rewritten.checkout ?? '{}')).toMatchObject({ gtc: true, paymentMethod: 'VISA' });
  });

  it('a booking stored before the arrival had its part comes back with its flight: the fare, its search form, the upgrade', async () => {
    // Written by the app of 2f18915 (booking shape 4): an opt-in trip opted into, the second flight,
    // a fare chosen from MUC after a search for economy and business, direct only, a premium upgrade.
    const { booking, rewritten } = await openEarlierShape(storedOfShapeFour, ['travellers', 'insurance', 'checkout']);
    expect(booking.arrival).toMatchObject({
      noFlight: false,
      flightPosition: 1,
      flightData: {
        fare: { listKey: 'F3' },
        fareValidUntil: '2027-05-01T10:00:00.000Z',
        departureAirport: 'MUC',
        upgrade: 'premium',
        classes: ['economy', 'business'],
        directOnly: true,
      },
    });
    // The fare's price is the fare's; the flight control the date's.
    expect(Object.keys(booking.arrival.flightData)).not.toContain('totalPrice');
    expect(Object.keys(booking)).not.toContain('flightControl');
    expect(partyAsStored(booking).schedule?.flightControl).toBe(6);
    expect(Object.keys(rewritten)).not.toContain('flightData');
    expect(JSON.parse(rewritten.arrival ?? '{}')).toMatchObject({
      flightPosition: 1,
      flightData: { upgrade: 'premium' },
    });
  });

  it('a booking stored before the party had its part comes back whole: the date, the room with its travellers, the size, every extra', async () => {
    // Written by the app of 6890976 (booking shape 6): a party of two in a twin room on GRP-ALPS,
    // an upgrade, an equipment with its rider's body data, a pre-extension of two nights, a dog,
    // the customer and the second traveller, flex, Visa, the boxes.
    const { booking, rewritten } = await openEarlierShape(storedOfShapeSix, [
      'extras',
      'arrival',
      'travellers',
      'insurance',
      'checkout',
    ]);
    expect(booking.party).toMatchObject({ pax: 2, selectedDate: '2026-12-19', paxInput: null });
    expect(partyAsStored(booking).rooms.map((room) => [room.schedule.roomType, room.travellers.length])).toEqual([
      ['twin', 2],
    ]);
    expect(booking.extras.equipments[0]?.details).toEqual({ bodySize: 172, bodyWeight: 68, shoeSize: 40 });
    expect(booking.extras.accommodations[0]).toMatchObject({ vv: 2, nv: 0 });
    for (const flat of ['schedule', 'selectedDate', 'rooms', 'pax', 'paxInput']) {
      expect(Object.keys(booking)).not.toContain(flat);
      // Written again with the party in its part, and nothing of it beside.
      expect(Object.keys(rewritten)).not.toContain(flat);
    }
    expect(JSON.parse(rewritten.party ?? '{}')).toMatchObject({ pax: 2, selectedDate: '2026-12-19' });
  });

  it("a booking stored with rail and fly's entry comes back with its id, the entry as last seen standing in until the reply", async () => {
    // Written by the app of cf8fe97 (booking shape 7): GRP-ALPS on 13 March 2027, a party of two in
    // a twin room, an upgrade, rail and fly, the customer and the second traveller, flex.
    const written = JSON.parse(storedOfShapeSeven.extras) as { railFly: { service: { id: number } }[] };
    const [rail] = written.railFly;
    if (!rail) throw new Error('the fixture has no rail and fly');
    // Every part it had then is one of today's.
    const { booking, rewritten } = await openEarlierShape(storedOfShapeSeven, BOOKING_PARTS);
    expect(booking.extras.railFly).toEqual([rail.service.id]);
    expect(booking.lastSeen.railFly).toEqual([rail]);
    expect(booking.party).toMatchObject({ pax: 2, selectedDate: '2027-03-13' });
    expect(booking.extras.upgrades).toHaveLength(1);
    // Written again with its ids in the part, the entry beside it.
    expect(JSON.parse(rewritten.extras ?? '{}')).toMatchObject({ railFly: [rail.service.id] });
    expect(JSON.parse(rewritten.lastSeen ?? '{}')).toMatchObject({ railFly: [rail] });
    // The upgrade too is its id, its entry seen beside it.
    const upgrade = (JSON.parse(storedOfShapeSeven.extras) as { upgrades: { service: { id: number } }[] }).upgrades[0];
    expect(booking.extras.upgrades).toEqual([{ id: upgrade?.service.id, travellerIndex: null, details: null }]);
    expect(booking.lastSeen.upgrades.map((entry) => entry.service.id)).toEqual([upgrade?.service.id]);
  });

  /** The fixture of shape 7 as today's page writes it: its upgrade and rail and fly by their ids, `lastSeen` as given. */
  function storedOfToday(lastSeen: unknown, extrasChange: (extras: Record<string, unknown>) => object = (e) => e) {
    const extras = JSON.parse(storedOfShapeSeven.extras) as {
      upgrades: { service: { id: number } }[];
      railFly: { service: { id: number } }[];
    };
    const choices = {
      ...extras,
      upgrades: extras.upgrades.map((entry) => ({ id: entry.service.id, travellerIndex: null, details: null })),
      railFly: extras.railFly.map((entry) => entry.service.id),
    };
    // The party of today: its date and room by their ids, their entries seen.
    const { schedule, rooms, ...party } = JSON.parse(storedOfShapeSeven.party) as {
      schedule: { id: number };
      rooms: { schedule: { id: number }; travellers: unknown[] }[];
    };
    const partyOfToday = {
      ...party,
      scheduleId: schedule.id,
      rooms: rooms.map((room) => ({ scheduleId: room.schedule.id, travellers: room.travellers })),
    };
    const seenDates = [schedule, ...rooms.map((room) => room.schedule)];
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    backend.setItem(
      STORED,
      JSON.stringify({
        ...storedOfShapeSeven,
        party: JSON.stringify(partyOfToday),
        extras: JSON.stringify(extrasChange(choices)),
        lastSeen: JSON.stringify(
          lastSeen && typeof lastSeen === 'object' ? { schedules: seenDates, ...lastSeen } : lastSeen,
        ),
        _persist: JSON.stringify({ version: BOOKING_SHAPE_VERSION, rehydrated: true }),
      }),
    );
    restamp(backend, STORED, { at: Date.now() });
    return { backend, upgrade: extras.upgrades[0], rail: extras.railFly[0] };
  }

  it('a choice whose entry storage lost goes, and the page says stored data was dropped; a choice seen stays', async () => {
    const { backend, upgrade } = storedOfToday({ railFly: 'corrupt', upgrades: [] });
    const seen = JSON.parse(storedOfShapeSeven.extras) as { upgrades: unknown[] };
    backend.setItem(
      STORED,
      JSON.stringify({
        ...(JSON.parse(backend.getItem(STORED) ?? '{}') as object),
        lastSeen: JSON.stringify({ railFly: 'corrupt', upgrades: seen.upgrades }),
      }),
    );
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.extras.railFly).toEqual([]);
    expect(booking.extras.upgrades.map((choice) => choice.id)).toEqual([upgrade?.service.id]);
    expect(booking.notices).toContain('storedFieldsDropped');
    expect(selectRailFly(store.getState())).toEqual([]);
  });

  /** The stored booking's field `key` (a JSON text) changed by `change`. */
  function rewrite(backend: FakeStorage, key: string, change: (value: Record<string, unknown>) => unknown) {
    const whole = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    const value = JSON.parse(whole[key] ?? '{}') as Record<string, unknown>;
    backend.setItem(STORED, JSON.stringify({ ...whole, [key]: JSON.stringify(change(value)) }));
  }

  it('a date whose entry storage lost goes with its rooms, and the page says stored data was dropped', async () => {
    const { backend } = storedOfToday({ schedules: [] });
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.party).toMatchObject({ scheduleId: null, selectedDate: null, rooms: [], pax: 2 });
    expect(booking.notices).toContain('storedFieldsDropped');
    expect(selectSchedule(store.getState())).toBeNull();
  });

  it('a room whose room type storage lost goes alone; the date and the other room stay', async () => {
    const { backend } = storedOfToday({});
    rewrite(backend, 'party', (party) => ({
      ...party,
      rooms: [...(party.rooms as unknown[]), { scheduleId: 987654321, travellers: [{}] }],
    }));
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.party.rooms).toHaveLength(1);
    expect(selectRooms(store.getState()).map((room) => [room.schedule.roomType, room.travellers.length])).toEqual([
      ['twin', 2],
    ]);
    expect(booking.notices).toContain('storedFieldsDropped');
  });

  it("a party already of today's shape stays as it is when its version is unreadable (the migration leaves ids alone)", async () => {
    const { backend } = storedOfToday({});
    const whole = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    backend.setItem(STORED, JSON.stringify({ ...whole, _persist: '{}' }));
    restamp(backend, STORED, { at: Date.now() });
    const { store } = await open(backend);
    const date = selectSchedule(store.getState());
    expect(store.getState().booking.party).toMatchObject({ scheduleId: date?.id, selectedDate: '2027-03-13' });
    expect(selectRooms(store.getState()).map((room) => room.schedule.roomType)).toEqual(['twin']);
  });

  it('one entry last seen that does not read leaves the others; 10,000 copies of a choice come back once', async () => {
    const extras = JSON.parse(storedOfShapeSeven.extras) as { upgrades: unknown[]; railFly: unknown[] };
    const { backend, rail } = storedOfToday(
      { upgrades: [{ broken: true }, ...extras.upgrades], railFly: extras.railFly },
      (choices) => ({ ...choices, railFly: Array.from({ length: 10_000 }, () => (choices.railFly as number[])[0]) }),
    );
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.lastSeen.upgrades).toHaveLength(1);
    expect(booking.extras.upgrades).toHaveLength(1);
    expect(booking.extras.railFly).toEqual([rail?.service.id]);
  });

  it('a group of 34 with three pieces of equipment each comes back whole: 102 choices', async () => {
    const extras = JSON.parse(storedOfShapeSeven.extras) as {
      upgrades: { service: { id: number } }[];
      railFly: unknown[];
    };
    const [upgrade] = extras.upgrades;
    const gear = [1001, 1002, 1003].map((id) => ({ ...upgrade, service: { ...upgrade?.service, id } }));
    const choices = Array.from({ length: 34 }, (_, travellerIndex) =>
      gear.map((entry) => ({ id: entry.service.id, travellerIndex, details: null })),
    ).flat();
    const { backend } = storedOfToday({ ...extras, equipments: gear }, (today) => ({ ...today, equipments: choices }));
    const { store } = await open(backend);
    expect(store.getState().booking.extras.equipments).toHaveLength(102);
    expect(store.getState().booking.notices).not.toContain('storedFieldsDropped');
  });

  it('one stored choice that does not read goes alone; the others of its kind stay', async () => {
    const extras = JSON.parse(storedOfShapeSeven.extras) as {
      upgrades: { service: { id: number } }[];
      railFly: unknown[];
    };
    const { backend, upgrade } = storedOfToday(extras, (today) => ({
      ...today,
      upgrades: [null, ...(today.upgrades as unknown[]), { id: 'x' }],
    }));
    const { store } = await open(backend);
    expect(store.getState().booking.extras.upgrades.map((choice) => choice.id)).toEqual([upgrade?.service.id]);
    expect(store.getState().booking.notices).toContain('storedFieldsDropped');
  });

  it('a booking of today whose version cannot be read keeps its services, extensions and rail and fly', async () => {
    const extras = JSON.parse(storedOfShapeSeven.extras) as { upgrades: unknown[]; railFly: unknown[] };
    const { backend, upgrade, rail } = storedOfToday({ upgrades: extras.upgrades, railFly: extras.railFly });
    // Without a version, every migration step runs over it.
    const { _persist: _version, ...outer } = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    backend.setItem(STORED, JSON.stringify(outer));
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.extras.upgrades.map((choice) => choice.id)).toEqual([upgrade?.service.id]);
    expect(booking.extras.railFly).toEqual([rail?.service.id]);
    expect(booking.lastSeen.upgrades).toHaveLength(1);
  });

  it.each([
    ['a booking of shape 6, moved into the party by the migration', false],
    ['a booking of today, read back by the party part', true],
  ])('a party size typed wrong comes back as typed: %s', async (_case, today) => {
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    const { schedule, selectedDate, rooms, pax: _pax, paxInput: _input, ...rest } = storedOfShapeSix;
    const written = today
      ? {
          ...rest,
          party: JSON.stringify({
            schedule: JSON.parse(schedule) as unknown,
            selectedDate: JSON.parse(selectedDate) as unknown,
            rooms: JSON.parse(rooms) as unknown,
            pax: null,
            paxInput: '0',
          }),
          _persist: JSON.stringify({ version: BOOKING_SHAPE_VERSION, rehydrated: true }),
        }
      : { ...storedOfShapeSix, pax: 'null', paxInput: JSON.stringify('0') };
    backend.setItem(STORED, JSON.stringify(written));
    restamp(backend, STORED, { at: Date.now() });
    const { store } = await open(backend);
    expect(store.getState().booking.party).toMatchObject({ pax: null, paxInput: '0', selectedDate: '2026-12-19' });
  });

  it('an expired booking of shape 4, swept at start-up, keeps its step-1 choices in their parts and nothing personal', async () => {
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    backend.setItem(STORED, JSON.stringify(storedOfShapeFour));
    restamp(backend, STORED, { at: Date.now() - 31 * DAY });
    checkStorageVersion(backend);
    // Written back in today's shape: the parts, no field of the earlier shape, nobody's name.
    const swept = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    expect(Object.keys(swept)).toEqual(expect.arrayContaining(['party', 'extras', 'arrival']));
    for (const flat of ['pax', 'rooms', 'upgrades', 'flightData', 'travellers'])
      expect(Object.keys(swept)).not.toContain(flat);
    expect(JSON.parse(swept._persist ?? '{}')).toMatchObject({ version: BOOKING_SHAPE_VERSION });
    expect(JSON.stringify(swept)).not.toContain('Erika');
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.party).toMatchObject({ pax: 2, selectedDate: '2027-05-10' });
    expect(booking.arrival).toMatchObject({ flightPosition: 1, flightData: { departureAirport: 'MUC' } });
    expect(booking.travellers.user.firstname).toBe('');
  });

  it('an expired booking of shape 6 keeps its date, room and size; the room places come back empty, the body data goes', async () => {
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    // A name held in a room's place, as an earlier page could leave it: personal, so it goes.
    const rooms = (JSON.parse(storedOfShapeSix.rooms) as { travellers: object[] }[]).map((room) => ({
      ...room,
      travellers: room.travellers.map((traveller) => ({ ...traveller, firstname: 'Max' })),
    }));
    backend.setItem(STORED, JSON.stringify({ ...storedOfShapeSix, rooms: JSON.stringify(rooms) }));
    restamp(backend, STORED, { at: Date.now() - 31 * DAY });
    const { store } = await open(backend);
    const { booking } = store.getState();
    expect(booking.notices).toContain('personalDataExpired');
    expect(booking.party).toMatchObject({ pax: 2, selectedDate: '2026-12-19' });
    expect(booking.party.rooms[0]?.travellers).toHaveLength(2);
    expect(booking.party.rooms[0]?.travellers.map((traveller) => traveller.firstname)).toEqual(['', '']);
    expect(booking.extras.equipments[0]?.details).toBeNull();
    expect(booking.travellers.user.firstname).toBe('');
  });

  it('a stored checkout field that does not read falls back and says so; the other choices stay', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    const { store, persistor } = await open(backend);
    store.dispatch(consentChanged({ gtc: true, newsletter: true }));
    await persistor.flush();
    const outer = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    const checkout = JSON.parse(outer.checkout ?? '{}') as Record<string, unknown>;
    backend.setItem(STORED, JSON.stringify({ ...outer, checkout: JSON.stringify({ ...checkout, gtc: 'maybe' }) }));
    const { store: reopened } = await open(backend);
    expect(reopened.getState().booking.checkout).toMatchObject({ gtc: false, newsletter: true });
    expect(reopened.getState().booking.notices).toContain('storedFieldsDropped');
    expect(reopened.getState().booking.party.pax).toBe(3);
  });

  it.each([
    ['the travellers as text', 'travellers', JSON.stringify('alle')],
    ['the checkout as null', 'checkout', 'null'],
    ['the insurance as a list', 'insurance', '[1]'],
    ['the party as a list', 'party', '[1]'],
  ])(
    '%s: that part starts again and the page says stored data was dropped; the rest stays',
    async (_case, part, value) => {
      const backend = new FakeStorage();
      await bookSomething(backend);
      const outer = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
      backend.setItem(STORED, JSON.stringify({ ...outer, [part]: value }));
      const { store } = await open(backend);
      const booking = store.getState().booking;
      expect(booking.notices).toContain('storedFieldsDropped');
      if (part === 'party') expect(booking.travellers.user.firstname).toBe('Erika');
      else expect(booking.party.pax).toBe(3);
      expect(booking[part as 'travellers']).toEqual(createEmptyBooking('GRP-ALPS')[part as 'travellers']);
    },
  );

  it('a booking of today whose shape version cannot be read keeps its parts (every migration step leaves a part as it is)', async () => {
    const backend = new FakeStorage();
    const first = await bookSomething(backend);
    first.dispatch(consentChanged({ gtc: true }));
    const { persistor } = await open(backend);
    await persistor.flush();
    const { _persist: _version, ...outer } = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
    backend.setItem(STORED, JSON.stringify(outer));
    const { store } = await open(backend);
    expect(store.getState().booking.travellers.user).toMatchObject({ firstname: 'Erika', email: 'erika@example.com' });
    expect(store.getState().booking.notices).toEqual([]);
  });

  it('once the booking is sent, a change already on its way is never written back (issue 10)', async () => {
    const backend = new FakeStorage();
    const { store, persistor, stopWriting } = await open(backend);
    store.dispatch(customerChanged({ firstname: 'Erika', email: 'erika@example.com' }));
    stopWriting();
    forgetStoredBooking(backend, 'GRP-ALPS');
    // The write redux-persist staged for the last change lands now.
    await persistor.flush();
    expect(backend.getItem(STORED)).toBeNull();
  });

  it('a first visit shows at once and writes its booking once the persistence code is there, even what was typed before (issue 10)', async () => {
    const backend = new FakeStorage();
    const store = makeStore({ api: createTestClient(), preloadedState: { booking: createEmptyBooking('GRP-ALPS') } });
    store.dispatch(customerChanged({ firstname: 'Erika' }));
    const { persistor } = await persistBookingStore(store, { travelCode: 'GRP-ALPS', backend, restore: false });
    expect(store.getState().booking.travellers.user.firstname).toBe('Erika');
    store.dispatch(paxChanged({ pax: 2, roomOptions: [] }));
    await persistor.flush();
    expect(JSON.parse(backend.getItem(STORED) ?? '{}')).toMatchObject({
      party: expect.stringContaining('"pax":2'),
      travellers: expect.stringContaining('Erika'),
    });
    const again = await open(backend);
    expect(again.store.getState().booking).toMatchObject({
      party: { pax: 2 },
      travellers: { user: { firstname: 'Erika' } },
    });
  });

  it('a booking another tab stored meanwhile never replaces what this first visit holds', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    const store = makeStore({ api: createTestClient(), preloadedState: { booking: createEmptyBooking('GRP-ALPS') } });
    store.dispatch(customerChanged({ firstname: 'Max' }));
    await persistBookingStore(store, { travelCode: 'GRP-ALPS', backend, restore: false });
    expect(store.getState().booking).toMatchObject({
      party: { pax: null },
      travellers: { user: { firstname: 'Max' } },
    });
  });

  it('keeps passport numbers and issuing authorities with the tab: sessionStorage, never localStorage (issue 11)', async () => {
    const backend = new FakeStorage();
    const session = new FakeStorage();
    const { store, persistor } = await createBookingStore({
      api: createTestClient(),
      travelCode: 'GRP-ALPS',
      backend,
      session,
      settings: CARDS,
    });
    store.dispatch(paxChanged({ pax: 2, roomOptions: [] }));
    store.dispatch(
      customerChanged({
        firstname: 'Erika',
        passportNumber: 'C01X00T47',
        passportIssuer: 'Stadt München',
        passportCountry: 'DE',
      }),
    );
    store.dispatch(
      travellerChanged({
        index: 0,
        values: { firstname: 'Max', passportNumber: 'X98765432', passportIssuer: 'Stadt Wien' },
      }),
    );
    await persistor.flush();
    const stored = [...backend.items.values()].join(' ');
    expect(stored).not.toMatch(/C01X00T47|X98765432|Stadt München|Stadt Wien/);
    expect(stored).toContain('Erika');
    // The same tab (a reload) gets them back; a new tab (another session) asks again.
    const reloaded = await createBookingStore({
      api: createTestClient(),
      travelCode: 'GRP-ALPS',
      backend,
      session,
      settings: CARDS,
    });
    expect(reloaded.store.getState().booking.travellers.user).toMatchObject({
      firstname: 'Erika',
      passportNumber: 'C01X00T47',
      passportIssuer: 'Stadt München',
      passportCountry: 'DE',
    });
    expect(reloaded.store.getState().booking.travellers.additionalUsers[0]).toMatchObject({
      firstname: 'Max',
      passportNumber: 'X98765432',
      passportIssuer: 'Stadt Wien',
    });
    const otherTab = await createBookingStore({
      api: createTestClient(),
      travelCode: 'GRP-ALPS',
      backend,
      session: new FakeStorage(),
      settings: CARDS,
    });
    expect(otherTab.store.getState().booking.travellers.user).toMatchObject({
      firstname: 'Erika',
      passportNumber: '',
      passportIssuer: '',
      passportCountry: 'DE',
    });
    // After the booking was sent, nothing of them stays.
    forgetStoredBooking(backend, 'GRP-ALPS', session);
    expect(session.items.size).toBe(0);
  });

  it(`records the version ${STORAGE_VERSION} under the key 'asi'`, async () => {
    const backend = new FakeStorage();
    await open(backend);
    expect(backend.getItem(VERSION_KEY)).toBe('1.0.8');
  });

  it.each([[null], ['1.0.7'], ['2.0.0']])('a stored version %s resets the stored booking', async (version) => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    if (version === null) backend.removeItem(VERSION_KEY);
    else backend.setItem(VERSION_KEY, version);
    const { store } = await open(backend);
    expect(store.getState().booking.party.pax).toBeNull();
    expect(backend.getItem(VERSION_KEY)).toBe('1.0.8');
  });

  it('two trips keep their bookings apart: opening another trip never destroys the first (issue 9)', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend, 'GRP-ALPS');
    const { store } = await open(backend, 'IND-ICELAND');
    expect(store.getState().booking).toMatchObject({
      travelCode: 'IND-ICELAND',
      party: { pax: null, scheduleId: null },
    });
    const again = await open(backend, 'GRP-ALPS');
    expect(again.store.getState().booking).toMatchObject({ travelCode: 'GRP-ALPS', party: { pax: 3 } });
  });

  it("keeps at most 5 trips' bookings, the oldest dropped first", async () => {
    const backend = new FakeStorage();
    const codes = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
    for (const code of codes) {
      await bookSomething(backend, code);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await open(backend, 'T6');
    expect(codes.filter((code) => backend.getItem(`persist:${bookingKey(code)}`) !== null)).toEqual([
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
    ]);
  });

  it('a booking stamped in the future loses its personal data and says why: no valid date, not 30 days unchanged', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    restamp(backend, STORED, { at: Date.now() + 5 * DAY });
    const { store } = await open(backend);
    expect(store.getState().booking).toMatchObject({
      party: { pax: 3 },
      travellers: { user: { firstname: '', email: '' } },
      notices: ['personalDataUndated'],
    });
  });

  it('who logged in for the booking comes back with it; a stored kind it does not know is no login; expired personal data forgets it', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    const storeWith = (loggedInAs: unknown) => {
      const outer = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
      const travellers = JSON.parse(outer.travellers ?? '{}') as Record<string, unknown>;
      backend.setItem(STORED, JSON.stringify({ ...outer, travellers: JSON.stringify({ ...travellers, loggedInAs }) }));
    };
    storeWith('agency');
    expect((await open(backend)).store.getState().booking.travellers.loggedInAs).toBe('agency');
    storeWith('admin');
    expect((await open(backend)).store.getState().booking.travellers.loggedInAs).toBeNull();
    storeWith('customer');
    restamp(backend, STORED, { at: Date.now() - 31 * DAY });
    expect((await open(backend)).store.getState().booking.travellers.loggedInAs).toBeNull();
  });

  it('the fare search form (classes, direct only, an offer that ran out) comes back beside the flight data; a broken one is a new form', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    const storeWith = (form: Record<string, unknown>) => {
      const outer = JSON.parse(backend.getItem(STORED) ?? '{}') as Record<string, string>;
      const arrival = JSON.parse(outer.arrival ?? '{}') as ArrivalPart;
      const flightData = { ...arrival.flightData, ...form };
      backend.setItem(STORED, JSON.stringify({ ...outer, arrival: JSON.stringify({ ...arrival, flightData }) }));
    };
    storeWith({ classes: ['business', 'first'], directOnly: true, offerExpired: true, request: true });
    expect((await open(backend)).store.getState().booking.arrival.flightData).toMatchObject({
      classes: ['business', 'first'],
      directOnly: true,
      offerExpired: true,
      request: true,
    });
    storeWith({ classes: [], directOnly: 'yes', offerExpired: 1 });
    expect((await open(backend)).store.getState().booking.arrival.flightData).toMatchObject({
      classes: ['economy'],
      directOnly: false,
      offerExpired: false,
      request: true,
    });
  });

  it('removes personal data 30 days after its last change; the step-1 choices stay', async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    restamp(backend, STORED, { at: Date.now() - 31 * DAY });
    const { store } = await open(backend);
    expect(store.getState().booking).toMatchObject({
      party: { pax: 3 },
      travellers: { user: { firstname: '', email: '' } },
      notices: ['personalDataExpired'],
    });
    expect(selectSchedule(store.getState())?.id).toBe(createSchedule().id);
    expect(backend.getItem(STORED) ?? '').not.toContain('Erika');
  });

  it('an equipment entry of an expired booking stays without the body data given with it', async () => {
    const backend = new FakeStorage();
    const { store, persistor } = await open(backend);
    store.dispatch(scheduleSelected({ schedule: createSchedule() }));
    const bike = serviceEntrySchema.parse({
      service: { id: 41, erpId: 'EB', serviceId: 'S41', name: 'E-Bike', price: 120, perPerson: true },
      price: 120,
    });
    store.dispatch(serviceToggled({ list: 'equipments', entry: bike, travellerIndex: 0 }));
    const details = { bodySize: 187, bodyWeight: 92, shoeSize: 46 };
    store.dispatch(equipmentDetailsChanged({ serviceId: 41, travellerIndex: 0, details }));
    await persistor.flush();
    expect(backend.getItem(STORED)).toContain('187');
    restamp(backend, STORED, { at: Date.now() - 31 * DAY });
    const equipments = (await open(backend)).store.getState().booking.extras.equipments;
    expect(equipments.map((entry) => [entry.id, entry.travellerIndex, entry.details])).toEqual([[41, 0, null]]);
    expect(backend.getItem(STORED) ?? '').not.toContain('187');
  });

  describe("the address country starts from the page's language (issue 39 §5: it → Italia, +39)", () => {
    const openIn = (backend: FakeStorage, country: string) =>
      createBookingStore({ api: createTestClient(), travelCode: 'GRP-ALPS', backend, settings: CARDS, country });

    it('a first visit to the Italian page starts in Italy; the German and English pages in Germany', () => {
      expect(LANGUAGES.it.country).toBe('IT');
      expect(createEmptyBooking('GRP-ALPS', LANGUAGES.it.country).travellers.user.country).toBe('IT');
      expect([LANGUAGES.de.country, LANGUAGES.en.country]).toEqual(['DE', 'DE']);
    });

    it('an address country entered earlier stays on the Italian page', async () => {
      const backend = new FakeStorage();
      const { store, persistor } = await openIn(backend, 'DE');
      store.dispatch(customerChanged({ firstname: 'Erika', country: 'AT' }));
      await persistor.flush();
      expect((await openIn(backend, 'IT')).store.getState().booking.travellers.user).toMatchObject({
        firstname: 'Erika',
        country: 'AT',
      });
    });

    it('a booking whose personal data expired starts again from the page language', async () => {
      const backend = new FakeStorage();
      await bookSomething(backend);
      restamp(backend, STORED, { at: Date.now() - 31 * DAY });
      const { store } = await openIn(backend, 'IT');
      expect(store.getState().booking).toMatchObject({
        party: { pax: 3 },
        travellers: { user: { firstname: '', country: 'IT' } },
      });
    });
  });

  describe('judged by the stored booking itself, with or without its index entry (spec part 2 §9)', () => {
    const withoutIndex = async (stamp: Record<string, unknown> | null) => {
      const backend = new FakeStorage();
      await bookSomething(backend);
      if (stamp === null) unstamp(backend, STORED);
      else restamp(backend, STORED, stamp);
      backend.removeItem(INDEX_KEY);
      return backend;
    };

    it.each([
      ['the right version and a recent change: everything', { at: Date.now() - DAY }, 3, 'Erika'],
      ['the right version, no time: the step-1 choices only', { at: null }, 3, ''],
      ['the right version, a time in the future: the step-1 choices only', { at: Date.now() + 5 * DAY }, 3, ''],
      ['a last change 31 days ago: the step-1 choices only', { at: Date.now() - 31 * DAY }, 3, ''],
      ['another version: nothing', { version: '1.0.7' }, null, ''],
      ['no version: nothing', { version: null }, null, ''],
      ['no stamp at all (written before the stamp existed): nothing', null, null, ''],
    ] as const)('%s', async (_case, stamp, pax, firstname) => {
      const backend = await withoutIndex(stamp);
      const { store } = await open(backend);
      expect(store.getState().booking).toMatchObject({ party: { pax }, travellers: { user: { firstname } } });
      if (!firstname) expect(backend.getItem(STORED) ?? '').not.toContain('Erika');
    });

    it("another trip's expired or unversioned booking loses its personal data at start-up, not only when it is opened", async () => {
      const backend = new FakeStorage();
      await bookSomething(backend, 'IND-ICELAND');
      await bookSomething(backend, 'NOF-DOLOMITES');
      const iceland = `persist:${bookingKey('IND-ICELAND')}`;
      const dolomites = `persist:${bookingKey('NOF-DOLOMITES')}`;
      restamp(backend, iceland, { at: Date.now() - 40 * DAY });
      unstamp(backend, dolomites);
      backend.removeItem(INDEX_KEY);
      await open(backend);
      expect(backend.getItem(iceland) ?? '').not.toContain('Erika');
      expect(JSON.parse(JSON.parse(backend.getItem(iceland) ?? '{}').party ?? '{}')).toMatchObject({ pax: 3 });
      expect(backend.getItem(dolomites)).toBeNull();
    });
  });

  it("forgets a trip's booking on request (after a successful submit)", async () => {
    const backend = new FakeStorage();
    await bookSomething(backend);
    forgetStoredBooking(backend, 'GRP-ALPS');
    expect(backend.getItem(STORED)).toBeNull();
    expect(JSON.parse(backend.getItem(INDEX_KEY) ?? '{}')).toEqual({});
  });

  it('corrupt JSON is dropped, not a crash', async () => {
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    backend.setItem(STORED, '{"pax": 3, "schedule": ');
    const { store } = await open(backend);
    expect(store.getState().booking).toMatchObject({ travelCode: 'GRP-ALPS', party: { pax: null } });
    expect(backend.getItem(STORED)).not.toBe('{"pax": 3, "schedule": ');
  });

  it.each([
    ['a party size that is text', JSON.stringify('drei')],
    ['a party of 10,000 (it would render 20,005 inputs)', '10000'],
  ])('%s drops that field only; the rest of the booking stays (issue 9)', async (_case, pax) => {
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    backend.setItem(
      STORED,
      JSON.stringify({
        travelCode: JSON.stringify('GRP-ALPS'),
        pax,
        user: JSON.stringify({ firstname: 'Erika', email: 'erika@example.com' }),
        _stamp: stampOf(Date.now()),
      }),
    );
    const { store } = await open(backend);
    expect(store.getState().booking).toMatchObject({
      party: { pax: null },
      travellers: { user: { firstname: 'Erika', email: 'erika@example.com' } },
      notices: ['storedFieldsDropped'],
    });
  });

  it('never takes more rooms or travellers than a party can have', async () => {
    const backend = new FakeStorage();
    backend.setItem(VERSION_KEY, STORAGE_VERSION);
    const room = { schedule: createSchedule(), travellers: [{}] };
    backend.setItem(
      STORED,
      JSON.stringify({
        travelCode: JSON.stringify('GRP-ALPS'),
        pax: '2',
        rooms: JSON.stringify(Array.from({ length: 5000 }, () => room)),
        additionalUsers: JSON.stringify(Array.from({ length: 5000 }, () => ({}))),
        _stamp: stampOf(Date.now()),
      }),
    );
    const { store } = await open(backend);
    expect(store.getState().booking).toMatchObject({
      party: { pax: 2, rooms: [] },
      travellers: { additionalUsers: [] },
    });
  });

  it('a full storage skips the write and the booking keeps working', async () => {
    const backend = new FakeStorage();
    const { store, persistor } = await open(backend);
    backend.full = true;
    store.dispatch(paxChanged({ pax: 2, roomOptions: [] }));
    await persistor.flush();
    expect(store.getState().booking.party.pax).toBe(2);
  });

  it('works without any storage at all', async () => {
    const { store } = await open(undefined);
    store.dispatch(paxChanged({ pax: 2, roomOptions: [] }));
    expect(store.getState().booking.party.pax).toBe(2);
  });

  it('never writes the token or the submit state', async () => {
    const backend = new FakeStorage();
    const { store, persistor } = await open(backend);
    store.dispatch(paxChanged({ pax: 2, roomOptions: [] }));
    await persistor.flush();
    const written = Object.keys(JSON.parse(backend.getItem(STORED) ?? '{}'));
    expect(written).toContain('party');
    expect(written).toEqual(expect.not.arrayContaining(['token', 'status', 'error']));
  });
});
