import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import type {
  Accommodation,
  AirportGroups,
  Benefit,
  Country,
  Flight,
  RailFly,
  ServiceEntry,
  Travel,
} from '@/api/schemas';
import type { TravelSummary } from '@/api/schemas/travel-list';
import type { SellReport, UserReport } from '@/api/schemas/reports';
import type { ResourceState } from '@/lib/request-phases';
import type { ApiClient } from '@/api/client';
import { byServiceFamily, type ServiceFamily } from '@/api/service-kinds';
import type { FareOffer } from '@/features/arrival';
import type { InsuranceOffersState } from '@/features/insurance';
import type { VouchersState } from '@/features/checkout';
import { bookingReducer, takenBackMiddleware, takenBackReducer, type TakenBackState } from '@/features/booking';
import { type BookingState } from '@/features/booking';
import { accommodations, railFly, serviceFamilies } from '@/features/extras';
import { airports, flights } from '@/features/arrival';
import { benefits, travel } from '@/features/travel';
import { countries, userSlice, type UserState } from '@/features/travellers';
import { errorsSlice, type ErrorsState } from '@/features/errors';
import { schedules, type SchedulesState } from '@/features/party';

/**
 * What the page configuration decides for the booking's rules (not a data family, not the
 * person's choice): set once when the store is made, never changed, never stored.
 */
export interface PageSettings {
  /** The card payment provider's endpoint the page configuration names, if any (docs/api/card-payment.md). */
  cardEndpoint: string | null;
  /** The page's own Content-Security-Policy (its `<meta>`), which must let it reach that provider. */
  pagePolicy: string | null;
  /** How to reach the sales team, as the configuration says it (read by the price box's selector). */
  salesContact: unknown;
  /** 'Keine Versicherung' is not offered (the page configuration's `insuranceOptOutHidden`). */
  insuranceOptOutHidden?: boolean;
}

const NO_SETTINGS: PageSettings = { cardEndpoint: null, pagePolicy: null, salesContact: null };

/** The state of the first page: one entry per data family (one per kind of service), and the booking. */
type FirstPageState = Record<ServiceFamily, ResourceState<ServiceEntry[]>> & {
  settings: PageSettings;
  travel: ResourceState<Travel | null>;
  schedules: SchedulesState;
  user: UserState;
  accommodations: ResourceState<Accommodation[]>;
  airports: ResourceState<AirportGroups>;
  railFly: ResourceState<RailFly[]>;
  countries: ResourceState<Country[]>;
  flights: ResourceState<Flight[]>;
  benefits: ResourceState<Benefit[]>;
  errors: ErrorsState;
  /** What the rules last took back (never stored). */
  takenBack: TakenBackState;
  booking: BookingState;
};

// Written out (not inferred from the reducers): the thunks are typed with RootState, and the
// reducers' types would otherwise refer to themselves through them.
const familyReducers: { [K in Exclude<keyof FirstPageState, 'booking'>]: Reducer<FirstPageState[K]> } = {
  settings: (state = NO_SETTINGS) => state,
  travel: travel.reducer,
  schedules: schedules.reducer,
  user: userSlice.reducer,
  ...byServiceFamily((kind) => serviceFamilies[kind.family].reducer),
  accommodations: accommodations.reducer,
  airports: airports.reducer,
  railFly: railFly.reducer,
  countries: countries.reducer,
  flights: flights.reducer,
  benefits: benefits.reducer,
  errors: errorsSlice.reducer,
  takenBack: takenBackReducer,
};

/**
 * Families only later pages use (the start page's travel list; insurance, vouchers and reports of
 * steps 2-3): the page that needs them injects them (`combineSlices().inject`) when its code loads,
 * so the first page carries neither their calls nor their schemas.
 */
export interface LaterFamilies {
  travelList: ResourceState<TravelSummary[]>;
  insurance: InsuranceOffersState;
  vouchers: VouchersState;
  sellReport: ResourceState<SellReport>;
  userReport: ResourceState<UserReport>;
  fareSearch: ResourceState<FareOffer | null>;
}

export type RootState = FirstPageState & Partial<LaterFamilies>;

interface StoreOptions {
  api: ApiClient;
  preloadedState?: Partial<RootState>;
}

const PERSIST_ACTIONS = [PERSIST, REHYDRATE, REGISTER, PURGE, FLUSH, PAUSE];

/** Sent after an injection, so the injected families' state is there at once. */
const INJECTED = { type: 'store/familiesInjected' } as const;

export function makeStore({ api, preloadedState }: StoreOptions) {
  // One root reducer per store: injecting changes it.
  const rootReducer = combineSlices({
    ...familyReducers,
    booking: bookingReducer,
  }).withLazyLoadedSlices<LaterFamilies>();
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { api } },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }).prepend(takenBackMiddleware),
  });
  /** Adds the reducers of later families (once each); their state appears at once. */
  const injectFamilies = (later: { [K in keyof LaterFamilies]?: Reducer<LaterFamilies[K]> }) => {
    const fresh = (Object.keys(later) as (keyof LaterFamilies)[]).filter((key) => store.getState()[key] === undefined);
    if (fresh.length === 0) return;
    // (One family at a time; the union of their types is wider than any one of them.)
    for (const key of fresh)
      rootReducer.inject({ reducerPath: key, reducer: later[key] } as Parameters<typeof rootReducer.inject>[0]);
    store.dispatch(INJECTED);
  };
  /** Swaps the booking's reducer (for the persisted one, once its code has loaded); the state stays. */
  const replaceBookingReducer = (reducer: Reducer<BookingState>) => {
    rootReducer.inject({ reducerPath: 'booking', reducer }, { overrideExisting: true });
    store.dispatch(INJECTED);
  };
  return Object.assign(store, { injectFamilies, replaceBookingReducer });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
