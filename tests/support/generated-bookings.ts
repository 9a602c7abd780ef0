import type { RootState } from '@/app/store';
import { FLIGHT_UPGRADES } from '@/api/schemas';
import { withNights } from '@/domain/extensions';
import { bookingReconciled } from '@/features/booking/booking-slice';
import { extensionChosen, railFlyToggled, serviceToggled } from '@/features/extras/extras-reducers';
import {
  flightRequestChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
} from '@/features/arrival/arrival-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import {
  selectExtensionOptions,
  selectRailFlyOptions,
  selectServicesBox,
  selectTransferOptions,
} from '@/features/extras/extras-selectors';
import { selectPaxBounds } from '@/features/party/party-selectors';
import { selectRoomOptions } from '@/features/party/schedule-selectors';
import { DEMO_TRIPS } from '../../mocks/db/demo-trips';
import { storeFor } from './catalogue-store';
import type { createTestStore } from './store';

// Generated step-1 choices over the demo trips' catalogues (seeded: the same on every run), for
// the property tests of the on-request rules and their ways out.

export const CHOICES_PER_TRIP = 80;
/**
 * A property test over one trip's generated bookings builds a hundred stores or more: IND-ICELAND's
 * daily dates take about 5 s on this machine, more beside other test workers.
 */
export const PROPERTY_TIMEOUT = 30_000;
const SEATS = ['extraLarge', 'window', 'middle', 'aisle'] as const;

/** A small seeded generator (mulberry32): the same choices on every run. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Store = ReturnType<typeof createTestStore>;

export function generateBooking(store: Store, next: () => number): void {
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
      bookingReconciled({
        fields: {
          arrival: { ...state().booking.arrival, flightData: { ...state().booking.arrival.flightData, ...stored } },
        },
        notices: [],
      }),
    );
  if (maybe(0.1)) store.dispatch(flightRequestChosen({ alternativeAirport: maybe(0.5) ? 'MUC' : null }));
}

/** Each demo trip's catalogue replies, as a test store's preloaded state. */
export async function demoCatalogues(): Promise<Map<string, Partial<RootState>>> {
  const catalogues = new Map<string, Partial<RootState>>();
  for (const { code } of DEMO_TRIPS) {
    const { travel, schedules, upgrades, equipment, transfers, accommodations, railFly, flights } = (
      await storeFor(code)
    ).getState();
    catalogues.set(code, { travel, schedules, upgrades, equipment, transfers, accommodations, railFly, flights });
  }
  return catalogues;
}
