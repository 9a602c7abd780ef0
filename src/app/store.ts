import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import { bookingSlice, type BookingState } from '../features/booking/booking-slice';
import {
  accommodations,
  airports,
  benefits,
  countries,
  equipment,
  railFly,
  transfers,
  upgrades,
} from '../features/catalogue/catalogue-slices';
import { errorsSlice } from '../features/errors/errors-slice';
import { flights } from '../features/flights/flights-slice';
import { insurance } from '../features/insurance/insurance-slice';
import { sellReport, userReport } from '../features/reports/reports-slices';
import { schedules } from '../features/schedules/schedules-slice';
import { travel, travelList } from '../features/travel/travel-slices';
import { userSlice } from '../features/user/user-slice';
import { vouchers } from '../features/vouchers/vouchers-slice';

const familyReducers = {
  travel: travel.reducer,
  travelList: travelList.reducer,
  schedules: schedules.reducer,
  user: userSlice.reducer,
  upgrades: upgrades.reducer,
  equipment: equipment.reducer,
  transfers: transfers.reducer,
  accommodations: accommodations.reducer,
  airports: airports.reducer,
  railFly: railFly.reducer,
  insurance: insurance.reducer,
  countries: countries.reducer,
  flights: flights.reducer,
  benefits: benefits.reducer,
  vouchers: vouchers.reducer,
  sellReport: sellReport.reducer,
  userReport: userReport.reducer,
  errors: errorsSlice.reducer,
};

function createRootReducer(bookingReducer: Reducer<BookingState>) {
  return combineReducers({ ...familyReducers, booking: bookingReducer });
}

type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;

export interface StoreOptions {
  api: ApiClient;
  preloadedState?: Partial<RootState>;
  /** Boot wraps the booking reducer with persistence; tests get the plain one. */
  wrapBookingReducer?: (reducer: Reducer<BookingState>) => Reducer<BookingState>;
}

const PERSIST_ACTIONS = ['persist/PERSIST', 'persist/REHYDRATE', 'persist/REGISTER', 'persist/PURGE', 'persist/FLUSH', 'persist/PAUSE'];

export function makeStore({ api, preloadedState, wrapBookingReducer }: StoreOptions) {
  const bookingReducer = wrapBookingReducer ? wrapBookingReducer(bookingSlice.reducer) : bookingSlice.reducer;
  return configureStore({
    reducer: createRootReducer(bookingReducer),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { api } },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
