import { describe, expect, it } from 'vitest';
import { BOOKING_PARTS } from '@/features/booking/booking-state';
import { consentChanged, flexChosen, paymentMethodChosen } from '@/features/checkout/checkout-reducers';
import { vouchers } from '@/features/checkout/vouchers-slice';
import { insuranceChosen } from '@/features/insurance/insurance-reducers';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { departureAirportChosen, fareChosen, optInToggled } from '@/features/arrival/arrival-reducers';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { selectRailFly, selectRooms, selectSchedule } from '@/features/choices/booking-fields';
import { schedules } from '@/features/party/schedules-slice';
import { fareSchema } from '@/api/schemas';
import { withChosenConnections } from '@/domain/fares';
import { searchedFares } from '../../support/fares';
import { byServiceField, SERVICE_KINDS, type ServiceKind } from '@/api/service-kinds';
import { dogsChanged, extensionChosen, railFlyToggled, serviceToggled } from '@/features/extras/extras-reducers';
import { extensionKind, withNights } from '@/domain/extensions';
import { bookedStore } from '../../support/catalogue-store';
import { voucherRequest } from '../../support/data';
import { mock } from '../../support/mock-server';
import { railFly } from '@/features/extras/extras-catalogue';

// Issue 41 §1, §4: each concern's part of the booking holds what the person chose; the catalogue
// decides the rest (a price, a flight, a service's text) through selectors over its current replies.

/**
 * The replies a part keeps as they came: the quotes the person accepted. The insurer's (its tariff
 * and premium), to which the pre-contract is made; a new quote at another premium takes the choice
 * off (insurance-thunks). The fare taken from a fare search, held until its validity; when that
 * runs out the fare goes (arrival-reducers `fareOfferExpired`). A part's path to each; nothing
 * below it is read as the catalogue's.
 */
const ACCEPTED_QUOTES = ['insurance.chosen', 'arrival.flightData.fare'];

/** Every key of an object and of the objects and lists inside it, but the accepted quotes'. */
function keysOf(value: unknown, path = ''): string[] {
  if (ACCEPTED_QUOTES.includes(path)) return [];
  if (Array.isArray(value)) return value.flatMap((inner) => keysOf(inner, path));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner, path ? `${path}.${key}` : key)]);
}

async function checkedOut() {
  const { store } = await bookedStore('NOF-DOLOMITES', { pax: 1, rooms: ['single'], pick: 'single' });
  store.dispatch(
    insuranceChosen({
      offerId: 'ERV-RRV-D',
      name: 'Reiserücktritt',
      price: 89,
      preContractId: null,
      code: null,
      tourId: null,
      termsUrl: null,
    }),
  );
  store.dispatch(flexChosen(true));
  // A service of every kind the trip lists (the equipment for the first traveller).
  for (const kind of SERVICE_KINDS) {
    const [entry] = store.getState()[kind.family].data;
    if (entry)
      store.dispatch(
        serviceToggled({ list: kind.field, entry, travellerIndex: kind.field === 'equipments' ? 0 : null }),
      );
  }
  store.dispatch(dogsChanged([{ id: 'DOG_1', dogname: 'Bello', shoulderheight: 40, bodyWeight: 12, race: 'Beagle' }]));
  store.dispatch(paymentMethodChosen('VISA'));
  store.dispatch(consentChanged({ gtc: true, consent: true, newsletter: true, rula: false }));
  await store.dispatch(vouchers.fetch({ code: 'GROSS5000', request: voucherRequest('NOF-DOLOMITES') }));
  return store;
}

describe('the parts of the booking', () => {
  it('hold the choices only: no field of a date, a room, a service or a flight of the catalogue', async () => {
    const store = await checkedOut();
    const state = store.getState();
    const catalogueKeys = new Set(
      keysOf([state.travel.data, state.schedules.data, state.upgrades.data, state.flights.data]).filter(
        // What a choice and a catalogue entry may share by name: its code, its id (a dog's DOG_1).
        (key) => key !== 'code' && key !== 'id',
      ),
    );
    expect(catalogueKeys).toContain('price');
    expect(catalogueKeys).toContain('roomTypeDescription');
    expect(state.booking.checkout.voucher?.code).toBe('GROSS5000');
    expect(state.booking.insurance.chosen?.offerId).toBe('ERV-RRV-D');
    expect(state.booking.extras.equipments).toHaveLength(1);
    for (const part of BOOKING_PARTS)
      expect({ part, catalogue: keysOf(state.booking[part], part).filter((key) => catalogueKeys.has(key)) }).toEqual({
        part,
        catalogue: [],
      });
  });

  it('the arrival holds the fare taken from a search and the search form; the flight control and the fare price are read, not kept', async () => {
    const { store } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
    store.dispatch(optInToggled());
    const found = searchedFares()[0];
    if (!found) throw new Error('no fare');
    const fare = fareSchema.parse({ ...withChosenConnections(found, [0, 0]), listKey: 'F1' });
    store.dispatch(fareChosen({ fare, validUntil: '2099-01-01T00:00:00Z' }));
    store.dispatch(departureAirportChosen('MUC'));
    const state = store.getState();
    expect(state.booking.arrival.flightData.fare?.listKey).toBe('F1');
    const catalogueKeys = new Set(
      keysOf([state.travel.data, state.schedules.data, state.flights.data, state.airports.data]).filter(
        (key) => key !== 'code',
      ),
    );
    expect(catalogueKeys).toContain('flightControl');
    expect(keysOf(state.booking.arrival, 'arrival').filter((key) => catalogueKeys.has(key))).toEqual([]);
    expect(Object.keys(state.booking)).not.toContain('flightControl');
    // What is sent: the date's flight control and the fare's own price.
    const sent = selectBookingPayload(state, { language: 'de', whitelabel: null });
    expect([sent.flightControl, sent.flightData.totalPrice]).toEqual([
      selectSchedule(state)?.flightControl,
      fare.totalPrice,
    ]);
  });

  it("a service of every kind is its id, for whom and the body data, an extension its id and nights: what each is and costs is its reply's", async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    // The extension first: the transfers offered fit the journey it makes.
    const [extension] = store.getState().accommodations.data;
    if (!extension) throw new Error('GRP-ALPS offers no extension');
    store.dispatch(extensionChosen(withNights(extension, 2)));
    // Of every kind, the first optional entry the rules keep (a transfer must fit the journey);
    // the equipment for the second traveller.
    const forWhom = (kind: ServiceKind) => (kind.view === 'equipment' ? 1 : null);
    const offered = byServiceField((kind) =>
      store.getState()[kind.family].data.find((entry) => {
        if (entry.compulsoryPaxMin !== null) return false;
        store.dispatch(serviceToggled({ list: kind.field, entry, travellerIndex: forWhom(kind) }));
        return store.getState().booking.extras[kind.field].length > 0;
      }),
    );
    const { booking } = store.getState();
    const kind = extensionKind(extension);
    expect(booking.extras.accommodations).toEqual([
      { id: extension.service.id, vv: kind === 'pre' ? 2 : 0, nv: kind === 'post' ? 2 : 0 },
    ]);
    expect(booking.lastSeen.accommodations.map((entry) => entry.service.id)).toEqual([extension.service.id]);
    for (const kind of SERVICE_KINDS) {
      if (!offered[kind.field]) throw new Error(`GRP-ALPS offers no ${kind.family} to choose`);
      expect(booking.extras[kind.field]).toEqual([
        { id: offered[kind.field]?.service.id, travellerIndex: forWhom(kind), details: null },
      ]);
      expect(booking.lastSeen[kind.field]).toEqual([offered[kind.field]]);
    }
  });

  it("the date and each room are their schedules' ids on the chosen day: what each is and costs is the dates' reply's", async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 3, rooms: ['twin', 'single'] });
    const chosen = store.getState();
    const date = selectSchedule(chosen);
    const rooms = selectRooms(chosen);
    if (!date || rooms.length !== 2) throw new Error('no date with two rooms');
    expect(chosen.booking.party).toMatchObject({
      scheduleId: date.id,
      selectedDate: date.start,
      rooms: rooms.map((room) => ({ scheduleId: room.schedule.id, travellers: room.travellers })),
    });
    expect(chosen.booking.lastSeen.schedules).toEqual(expect.arrayContaining([date, ...rooms.map((r) => r.schedule)]));
    // The dates again at new prices: the date and the rooms shown are today's at once, the party unchanged.
    const dearer = chosen.schedules.data.map((schedule) => ({ ...schedule, price: schedule.price + 100 }));
    mock.db.fail('schedule', { kind: 'reply', body: dearer, times: 1 });
    await store.dispatch(schedules.fetch({ code: 'GRP-ALPS' }));
    const later = store.getState();
    expect(selectSchedule(later)?.price).toBe(date.price + 100);
    expect(selectRooms(later).map((room) => room.schedule.price)).toEqual(rooms.map((r) => r.schedule.price + 100));
    expect(later.booking.party).toBe(chosen.booking.party);
  });

  it("rail and fly is its service's id: what it is and costs is its reply's, seen beside the parts", async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const [entry] = store.getState().railFly.data;
    if (!entry) throw new Error('no rail and fly');
    store.dispatch(railFlyToggled({ entry }));
    const chosen = store.getState();
    expect(chosen.booking.extras.railFly).toEqual([entry.service.id]);
    expect(chosen.booking.lastSeen.railFly).toEqual([entry]);
    // The same reply again at a new price: the entry chosen is today's at once, the part unchanged.
    const dearer = {
      ...entry,
      price: entry.price + 40,
      service: { ...entry.service, price: entry.service.price + 40 },
    };
    mock.db.fail('rail-fly', { kind: 'reply', body: [dearer], times: 1 });
    await store.dispatch(railFly.fetch());
    const later = store.getState();
    expect(later.railFly.data).toEqual([dearer]);
    expect(selectRailFly(later)).toEqual([dearer]);
    expect(later.booking.extras).toBe(chosen.booking.extras);
  });

  it('the accepted insurance quote is the tariff, its premium and the pre-contract, nothing more', async () => {
    const store = await checkedOut();
    expect(Object.keys(store.getState().booking.insurance.chosen ?? {}).sort()).toEqual([
      'code',
      'name',
      'offerId',
      'preContractId',
      'price',
      'termsUrl',
      'tourId',
    ]);
  });

  it('a choice in one part leaves every other part as it was (the same object)', async () => {
    const store = await checkedOut();
    const before = store.getState().booking;
    store.dispatch(consentChanged({ twoG: true }));
    const afterConsent = store.getState().booking;
    expect(afterConsent.checkout).not.toBe(before.checkout);
    expect(afterConsent.travellers.user).toBe(before.travellers.user);
    expect(afterConsent.party).toBe(before.party);
    store.dispatch(customerChanged({ city: 'Augsburg' }));
    expect(store.getState().booking.checkout).toBe(afterConsent.checkout);
  });

  it('an action no part answers returns the booking itself', async () => {
    const store = await checkedOut();
    const before = store.getState().booking;
    store.dispatch({ type: 'nobody/answers' });
    expect(store.getState().booking).toBe(before);
  });
});
