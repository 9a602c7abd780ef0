import { describe, expect, it } from 'vitest';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { selectIsBookingRequest, selectIsOnRequest, selectTotals } from '@/features/pricing/price-selectors';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { accommodations, equipment, railFly, transfers, upgrades } from '@/features/extras/extras-catalogue';
import { airports } from '@/features/arrival/airports-slice';
import { flights } from '@/features/arrival/flights-slice';
import { schedules } from '@/features/party/schedules-slice';
import { travel } from '@/features/travel/travel-slices';
import { bookableDate, ofType, type TestStore } from '../../support/catalogue-store';
import { createTestStore } from '../../support/store';
import { mock, TEST_ORIGIN } from '../../support/mock-server';
import { serviceToggled } from '@/features/extras/extras-reducers';

// ARCHITECTURE 'Decisions': the booking stores the person's choices; whatever the catalogue decides
// (included flights, compulsory upgrades, prices) is derived, so a reply that arrives late counts.

const FAMILIES = {
  flights: (store: TestStore, code: string) => store.dispatch(flights.fetch(code)),
  upgrades: (store: TestStore, code: string) => store.dispatch(upgrades.fetch(code)),
  equipment: (store: TestStore, code: string) => store.dispatch(equipment.fetch(code)),
  transfers: (store: TestStore, code: string) => store.dispatch(transfers.fetch(code)),
  extensions: (store: TestStore, code: string) => store.dispatch(accommodations.fetch(code)),
  railFly: (store: TestStore) => store.dispatch(railFly.fetch()),
  airports: (store: TestStore) => store.dispatch(airports.fetch()),
} as const;
type Family = keyof typeof FAMILIES;
const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];

/** The trip's first page with every family but `late` answered. */
async function storeWithout(code: string, late: Family | null): Promise<TestStore> {
  const store = createTestStore({ booking: createEmptyBooking(code) });
  await Promise.all([
    store.dispatch(travel.fetch({ code })),
    store.dispatch(schedules.fetch({ code })),
    ...FAMILY_NAMES.filter((family) => family !== late).map((family) => FAMILIES[family](store, code)),
  ]);
  return store;
}

/** The same choices each time: the first bookable date, a party of two in a twin (or the first room type). */
function choose(store: TestStore): void {
  const date = bookableDate(store);
  const room = ofType(date, 'twin') ?? date[0];
  if (!room) throw new Error('no bookable date');
  store.dispatch(chooseSchedule(room));
  store.dispatch(changePax(2));
  store.dispatch(roomAdded(room));
}

const outcome = (store: TestStore) => {
  const state = store.getState();
  return {
    totals: selectTotals(state),
    onRequest: selectIsOnRequest(state),
    bookingRequest: selectIsBookingRequest(state),
    blockers: selectStepOneBlockers(state).blockers,
    payload: selectBookingPayload(state, { language: 'de', whitelabel: null }),
  };
};

describe.each(['GRP-ALPS', 'PRT-MOROCCO', 'OPT-JORDAN', 'NOF-DOLOMITES'])(
  '%s: a reply that arrives after the choice still counts',
  (code) => {
    it.each(FAMILY_NAMES)('%s answering after the date, party and room were chosen', async (late) => {
      const onTime = await storeWithout(code, null);
      choose(onTime);
      const expected = outcome(onTime);

      const store = await storeWithout(code, late);
      choose(store);
      await FAMILIES[late](store, code);
      expect(outcome(store)).toEqual(expected);
    });
  },
);

describe("GRP-ALPS: the included flights and the compulsory tax are the catalogue's, whenever it answers", () => {
  it('a bookable conveyor date chosen before the flights arrive is booked, not requested, once they do', async () => {
    const store = await storeWithout('GRP-ALPS', 'flights');
    choose(store);
    // Spec part 1 §4: conveyor with no flights chosen is on request, while the flights are unknown.
    expect(selectIsOnRequest(store.getState())).toBe(true);
    await FAMILIES.flights(store, 'GRP-ALPS');
    expect(selectIsOnRequest(store.getState())).toBe(false);
    expect(outcome(store).payload.flights.length).toBeGreaterThan(0);
  });

  it('the compulsory tax joins the total and the payload when the upgrades arrive late', async () => {
    const store = await storeWithout('GRP-ALPS', 'upgrades');
    choose(store);
    const before = selectTotals(store.getState()).totalPrice;
    await FAMILIES.upgrades(store, 'GRP-ALPS');
    expect(selectTotals(store.getState()).totalPrice).toBe(before + 2 * 25);
    expect(outcome(store).payload.compulsoriesUpgrade.map((u) => u.service.name)).toEqual(['Kurtaxe']);
  });
});

describe('GRP-ALPS: a reply that comes again with a new price changes the total shown and sent, without a reload', () => {
  /** The mock's next answer of a family, from its real answer with `change` applied to every entry. */
  const answerAgain = async (family: string, path: string, change: (entry: Record<string, unknown>) => object) => {
    const real = (await (await fetch(`${TEST_ORIGIN}/fapi/${path}`)).json()) as Record<string, unknown>[];
    mock.db.fail(family, { kind: 'reply', body: real.map(change), times: 1 });
  };

  it('the dates and the upgrades answered again at higher prices: the rooms and the chosen upgrade cost more', async () => {
    const store = await storeWithout('GRP-ALPS', null);
    choose(store);
    const upgrade = store
      .getState()
      .upgrades.data.find((u) => !u.service.onRequest && u.price > 0 && u.compulsoryPaxMin === null);
    if (!upgrade) throw new Error('GRP-ALPS has no optional upgrade with a price');
    store.dispatch(serviceToggled({ list: 'upgrades', entry: upgrade }));
    const before = outcome(store);

    await answerAgain('schedule', 'schedule/GRP-ALPS', (s) => ({ ...s, price: (s.price as number) + 100 }));
    await answerAgain('upgrade', 'upgrade/GRP-ALPS', (u) =>
      (u.service as { id: number }).id === upgrade.service.id
        ? {
            ...u,
            price: (u.price as number) + 10,
            service: { ...(u.service as object), price: (u.price as number) + 10 },
          }
        : u,
    );
    await store.dispatch(schedules.fetch({ code: 'GRP-ALPS' }));
    await FAMILIES.upgrades(store, 'GRP-ALPS');

    const after = outcome(store);
    // Two travellers: + € 100 each in the twin, + € 10 each for the per-person upgrade.
    const more = 2 * 100 + (upgrade.service.perPerson ? 2 : 1) * 10;
    expect(after.totals.totalPrice).toBe(before.totals.totalPrice + more);
    expect(after.payload.totals.totalPrice).toBe(after.totals.totalPrice);
    expect(after.payload.rooms[0]?.schedule.price).toBe((before.payload.rooms[0]?.schedule.price ?? 0) + 100);
    expect(after.payload.upgrades.find((u) => u.service.id === upgrade.service.id)?.price).toBe(upgrade.price + 10);
  });
});
