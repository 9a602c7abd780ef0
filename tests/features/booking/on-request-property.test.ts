import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import type { RootState } from '@/app/store';
import { FLIGHT_UPGRADES } from '@/api/schemas';
import { withNights } from '@/domain/extensions';
import { toBookingPayload } from '@/features/booking/booking-payload';
import { bookingReconciled } from '@/features/booking/booking-slice';
import { createEmptyBooking } from '@/features/draft/booking-state';
import { extensionChosen, railFlyToggled, serviceToggled } from '@/features/extras/extras-reducers';
import {
  flightRequestChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
} from '@/features/arrival/arrival-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectBookingPayloadParts } from '@/features/booking/payload-selectors';
import { selectPaymentMethods, selectSubmitKind } from '@/features/checkout/checkout-selectors';
import {
  selectExtensionOptions,
  selectRailFlyOptions,
  selectServicesBox,
  selectTransferOptions,
} from '@/features/extras/extras-selectors';
import { selectArrivalSummary } from '@/features/arrival/arrival-selectors';
import { selectPaxBounds } from '@/features/party/party-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { selectTotals } from '@/features/pricing/price-selectors';
import { selectRoomOptions } from '@/features/party/schedule-selectors';
import { storeFor } from '../../support/catalogue-store';
import { createTestStore } from '../../support/store';

// Issue 23 item 2, decision 'What reads auf Anfrage is asked for': over every demo trip and a
// generated set of choices, a booking that shows any 'auf Anfrage' (a price line at -1, a flight
// upgrade or seat reservation, the flights moved by an extension, the total's asterisk) is sent
// as on request or as a booking request: never as a binding paid booking.

const CHOICES_PER_TRIP = 80;
const SEATS = ['extraLarge', 'window', 'middle', 'aisle'] as const;

/** A small seeded generator (mulberry32): the same choices on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Store = ReturnType<typeof createTestStore>;

function generateBooking(store: Store, next: () => number): void {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
  const maybe = (p: number) => next() < p;
  const offered = store.getState().schedules.data.filter((s) => s.bookable || s.onRequest);
  const first = pick(offered);
  if (!first) return;
  store.dispatch(chooseSchedule(first));
  const bounds = selectPaxBounds(store.getState());
  store.dispatch(changePax(bounds.min + Math.floor(next() * Math.min(4, bounds.max - bounds.min + 1))));
  for (let i = 0; i < 4; i++) {
    const room = pick(selectRoomOptions(store.getState()));
    if (room && maybe(0.8)) store.dispatch(roomAdded(room));
  }
  const state = () => store.getState();
  for (const { entry } of selectServicesBox(state()).optional)
    if (maybe(0.3)) store.dispatch(serviceToggled({ list: 'upgrades', entry }));
  for (const entry of state().equipment.data)
    if (maybe(0.2)) store.dispatch(serviceToggled({ list: 'equipments', entry, travellerIndex: 0 }));
  for (const entry of selectTransferOptions(state()))
    if (maybe(0.3)) store.dispatch(serviceToggled({ list: 'transfers', entry }));
  const extension = pick(selectExtensionOptions(state()));
  if (extension && maybe(0.4))
    store.dispatch(extensionChosen(withNights(extension.extension, 1 + Math.floor(next() * extension.maxNights))));
  if (maybe(0.2)) store.dispatch(optInToggled());
  if (maybe(0.15)) store.dispatch(ownArrivalChosen(true));
  const railFly = pick(selectRailFlyOptions(state()));
  if (railFly && maybe(0.3)) store.dispatch(railFlyToggled({ entry: railFly.entry }));
  if (maybe(0.25)) store.dispatch(flightUpgradeChosen(pick(FLIGHT_UPGRADES) ?? null));
  // A seat reservation or an alternative airport comes only with a stored booking (the chooser is hidden).
  const stored = {
    reservation: maybe(0.2) ? (pick(SEATS) ?? null) : null,
    alternativeAirport: maybe(0.1) ? 'VIE' : null,
  };
  if (stored.reservation || stored.alternativeAirport)
    store.dispatch(
      bookingReconciled({ fields: { flightData: { ...state().booking.flightData, ...stored } }, notices: [] }),
    );
  if (maybe(0.1)) store.dispatch(flightRequestChosen({ alternativeAirport: maybe(0.5) ? 'MUC' : null }));
}

/** What the page shows as 'auf Anfrage' for this booking. */
function showsOnRequest(state: RootState): boolean {
  const arrival = selectArrivalSummary(state);
  return (
    selectPriceLines(state).some((line) => line.amount === -1) ||
    state.booking.flightData.upgrade !== null ||
    state.booking.flightData.reservation !== null ||
    ((arrival.kind === 'fare' || arrival.kind === 'flights') && arrival.onRequest) ||
    arrival.kind === 'request' ||
    selectTotals(state).hasOnRequest
  );
}

describe('no booking says "auf Anfrage" and takes a binding paid booking (property over every demo trip)', () => {
  const catalogues = new Map<string, Partial<RootState>>();
  beforeAll(async () => {
    for (const { code } of DEMO_TRIPS) {
      const { travel, schedules, upgrades, equipment, transfers, accommodations, railFly, flights } = (
        await storeFor(code)
      ).getState();
      catalogues.set(code, { travel, schedules, upgrades, equipment, transfers, accommodations, railFly, flights });
    }
  });

  it.each(DEMO_TRIPS.map((trip) => trip.code))('%s: generated choices', (code) => {
    const next = random(code.length * 7919 + code.charCodeAt(0));
    let shown = 0;
    const contradictions: string[] = [];
    for (let i = 0; i < CHOICES_PER_TRIP; i++) {
      const store = createTestStore({ ...catalogues.get(code), booking: createEmptyBooking(code) });
      generateBooking(store, next);
      const state = store.getState();
      if (!showsOnRequest(state)) continue;
      shown += 1;
      const payload = toBookingPayload({ ...selectBookingPayloadParts(state), language: 'de', whitelabel: null });
      const paid =
        !(payload.onRequest || payload.bookingRequest) ||
        selectSubmitKind(state) === 'book' ||
        selectPaymentMethods(state).length > 0;
      if (paid)
        contradictions.push(
          JSON.stringify({
            i,
            lines: selectPriceLines(state),
            flightData: state.booking.flightData,
            arrival: selectArrivalSummary(state),
          }).slice(0, 400),
        );
    }
    expect(contradictions).toEqual([]);
    // The generator reaches the on-request cases of every trip with dates.
    if (catalogues.get(code)?.schedules?.data.length) expect(shown).toBeGreaterThan(0);
  });
});
