import { describe, expect, it } from 'vitest';
import { roomAdded } from '@/features/party/party-reducers';
import { toBookingPayload } from '@/features/booking/booking-payload';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectBookingPayloadParts } from '@/features/booking/payload-selectors';
import { selectIsBookingRequest, selectIsOnRequest, selectTotals } from '@/features/pricing/price-selectors';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { createEmptyBooking } from '@/features/draft/booking-state';
import { accommodations, equipment, railFly, transfers, upgrades } from '@/features/extras/extras-catalogue';
import { airports } from '@/features/arrival/airports-slice';
import { flights } from '@/features/arrival/flights-slice';
import { schedules } from '@/features/party/schedules-slice';
import { travel } from '@/features/travel/travel-slices';
import { bookableDate, ofType, type TestStore } from '../../support/catalogue-store';
import { createTestStore } from '../../support/store';

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
    payload: toBookingPayload({ ...selectBookingPayloadParts(state), language: 'de', whitelabel: null }),
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
