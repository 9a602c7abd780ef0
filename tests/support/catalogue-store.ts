import type { Schedule } from '@/api/schemas';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { createTestStore } from './store';
import { loadTripCatalogue } from '@/catalogue/catalogue-store';

export type TestStore = ReturnType<typeof createTestStore>;

/** A fresh store with a trip's catalogue loaded from the mock server, as the booking page loads it. */
export async function storeFor(
  code: string,
  { canPayByCard = true }: { canPayByCard?: boolean } = {},
): Promise<TestStore> {
  const store = createTestStore({
    booking: createEmptyBooking(code),
    ...(canPayByCard ? {} : { settings: { cardEndpoint: null, pagePolicy: null, salesContact: null } }),
  });
  await loadTripCatalogue(store, code);
  return store;
}

/** The room types of the index-th bookable date. */
export const bookableDate = (store: TestStore, index = 0): Schedule[] => {
  const list = store.getState().schedules.data;
  const starts = [...new Set(list.filter((s) => s.bookable).map((s) => s.start))];
  return list.filter((s) => s.start === starts[index]);
};

export const ofType = (list: Schedule[], roomType: string) => list.find((s) => s.roomType === roomType) as Schedule;

/**
 * The usual start of a booking test: a trip's store with a date chosen (the index-th bookable
 * one, by the schedule of `pick`), the party size set and the rooms added in order.
 */
export async function bookedStore(
  code: string,
  {
    pax = null,
    rooms = [],
    date: index = 0,
    pick = 'twin',
    canPayByCard = true,
  }: {
    pax?: number | null;
    rooms?: readonly string[];
    date?: number;
    pick?: string;
    canPayByCard?: boolean;
  } = {},
): Promise<{ store: TestStore; date: Schedule[] }> {
  const store = await storeFor(code, { canPayByCard });
  const date = bookableDate(store, index);
  store.dispatch(chooseSchedule(ofType(date, pick)));
  if (pax !== null) store.dispatch(changePax(pax));
  for (const roomType of rooms) store.dispatch(roomAdded(ofType(date, roomType)));
  return { store, date };
}
