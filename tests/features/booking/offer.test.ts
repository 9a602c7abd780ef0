import { selectRooms, selectSchedule } from '@/features/choices';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import type { RootState } from '@/app/store';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { openOffer, readOffer, selectOfferText } from '@/features/booking/offer';
import { selectTotals } from '@/features/pricing/price-selectors';
import { demoCatalogues, generateBooking, PROPERTY_TIMEOUT, random } from '../../support/generated-bookings';
import { fullPartyStore } from '../../support/full-party';
import { createTestStore } from '../../support/store';
import { bookedStore } from '../../support/catalogue-store';
import { extensionChosen, serviceToggled } from '@/features/extras/extras-reducers';
import { extensionKind, withNights } from '@/domain/extensions';

// Issue 25 'Angebot teilen': the link reopens the booking page with the same date, party, rooms and
// services, validated against today's catalogue like a stored booking (spec part 1 §3, §4).

const ROUND_TRIPS_PER_TRIP = 40;
type Store = ReturnType<typeof createTestStore>;

/** What step 1 chose, as the booking holds it (the extensions' nights before and after the trip apart). */
const stepOneChoices = (state: RootState) => {
  const b = state.booking;
  const services = (list: readonly { id: number; travellerIndex: number | null }[]) =>
    list.map((e) => `${e.id}/${e.travellerIndex ?? '-'}`).sort();
  return {
    // Read as the page reads them: a date or room whose entry is not seen would be missing here.
    schedule: selectSchedule(state)?.id ?? null,
    pax: b.party.pax,
    rooms: selectRooms(state)
      .map((r) => r.schedule.id)
      .sort(),
    upgrades: services(b.extras.upgrades),
    equipments: services(b.extras.equipments),
    transfers: services(b.extras.transfers),
    extensions: b.extras.accommodations.map((e) => [e.id, e.vv, e.nv]),
    railFly: b.extras.railFly,
    noFlight: b.arrival.noFlight,
    flightPosition: b.arrival.flightPosition,
    upgrade: b.arrival.flightData.upgrade,
  };
};

describe('a shared offer reopens the same step-1 choices (every demo trip, generated choices)', () => {
  let catalogues = new Map<string, Partial<RootState>>();
  beforeAll(async () => {
    catalogues = await demoCatalogues();
  });
  const fresh = (code: string) => createTestStore({ ...catalogues.get(code), booking: createEmptyBooking(code) });

  it.each(DEMO_TRIPS.map((trip) => trip.code))(
    '%s',
    (code) => {
      const next = random(code.length * 7919 + code.charCodeAt(0));
      let shared = 0;
      for (let i = 0; i < ROUND_TRIPS_PER_TRIP; i++) {
        const store = fresh(code);
        generateBooking(store, next);
        const text = selectOfferText(store.getState());
        if (text === null) continue;
        shared++;
        const reopened = fresh(code);
        reopened.dispatch(openOffer(readOffer(text)));
        expect(stepOneChoices(reopened.getState()), text).toEqual(stepOneChoices(store.getState()));
        expect(selectOfferText(reopened.getState())).toBe(text);
        expect(reopened.getState().booking.notices).toEqual(['offerOpened']);
        // Seat reservations and another airport are not part of an offer; without them the totals agree too.
        const { reservation, alternativeAirport } = store.getState().booking.arrival.flightData;
        if (!reservation && !alternativeAirport && !store.getState().booking.arrival.flightData.request)
          expect(selectTotals(reopened.getState()).totalPrice).toBe(selectTotals(store.getState()).totalPrice);
      }
      // A trip without dates has nothing to share; every other trip shares most of its choices.
      if (code !== 'NODATES') expect(shared).toBeGreaterThan(ROUND_TRIPS_PER_TRIP / 2);
    },
    PROPERTY_TIMEOUT,
  );
});

describe('the link', () => {
  it('holds no personal data: a name, e-mail or address entered changes nothing in it', async () => {
    const store = await fullPartyStore();
    const before = selectOfferText(store.getState());
    const booking = store.getState().booking;
    const withPerson = createTestStore({
      ...store.getState(),
      booking: {
        ...booking,
        travellers: {
          ...booking.travellers,
          user: {
            ...booking.travellers.user,
            firstname: 'Erika',
            lastname: 'Mustermann',
            street: 'Hauptstraße',
            email: 'erika@example.com',
          },
        },
      },
    });
    expect(selectOfferText(withPerson.getState())).toBe(before);
    expect(before).toMatch(/^[0-9a-z._-]+$/);
  });
});

describe('openOffer against the catalogue of today', () => {
  let store: Store;
  beforeAll(async () => {
    const catalogues = await demoCatalogues();
    store = createTestStore({ ...catalogues.get('GRP-ALPS'), booking: createEmptyBooking('GRP-ALPS') });
  });

  it('an unreadable link chooses nothing and says so', () => {
    store.dispatch(openOffer(readOffer('1.s!.p2')));
    expect(selectSchedule(store.getState())).toBeNull();
    expect(store.getState().booking.notices).toContain('offerUnreadable');
  });

  it('a date no longer offered chooses nothing and names it', () => {
    store.dispatch(openOffer(readOffer('1.szzzz.p2')));
    expect(selectSchedule(store.getState())).toBeNull();
    expect(store.getState().booking.notices).toEqual(expect.arrayContaining(['offerOpened', 'dateGone']));
  });

  it('a room type or service gone is left out and named, the rest is taken', () => {
    const date = store.getState().schedules.data.find((s) => s.bookable);
    const text = `1.s${date?.id.toString(36)}.p2.r${date?.id.toString(36)}-zzzz.cuzzzz`;
    store.dispatch(openOffer(readOffer(text)));
    const booking = store.getState().booking;
    expect(booking.party.scheduleId).toBe(date?.id);
    expect(booking.party.pax).toBe(2);
    expect(booking.party.rooms.map((r) => r.scheduleId)).toEqual([date?.id]);
    expect(booking.notices).toEqual(expect.arrayContaining(['offerOpened', 'roomGone', 'serviceGone']));
  });
});

describe('an offer with an extension and its transfer (spec part 1 §4: transfers enabled by an extension)', () => {
  it('reopens with both: the extension is taken before the transfer that fits only with it', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    const pre = store.getState().accommodations.data.find((extension) => extensionKind(extension) === 'pre');
    const toPreHotel = store.getState().transfers.data.find((entry) => entry.service.subCategory === 'VH');
    if (!pre || !toPreHotel) throw new Error('GRP-ALPS lists a pre-extension and its transfer');
    store.dispatch(extensionChosen(withNights(pre, 2)));
    store.dispatch(serviceToggled({ list: 'transfers', entry: toPreHotel }));
    expect(store.getState().booking.extras.transfers.map((t) => t.id)).toEqual([toPreHotel.service.id]);
    const text = selectOfferText(store.getState());
    const reopened = (await bookedStore('GRP-ALPS')).store;
    reopened.dispatch(openOffer(readOffer(text ?? '')));
    expect(reopened.getState().booking.extras.transfers.map((t) => t.id)).toEqual([toPreHotel.service.id]);
    expect(reopened.getState().booking.extras.accommodations.map((a) => a.id)).toEqual([pre.service.id]);
    expect(selectTotals(reopened.getState()).totalPrice).toBe(selectTotals(store.getState()).totalPrice);
  });
});
