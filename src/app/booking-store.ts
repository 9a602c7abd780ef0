import { persistStore, type Persistor } from 'redux-persist';
import type { ApiClient } from '@/api/client';
import { bookingReducer } from '@/features/booking';
import { createEmptyBooking } from '@/features/booking';
import { checkStorageVersion, createSafeStorage, persistBookingReducer } from './persistence';
import { makeStore, type AppStore, type PageSettings } from './store';

export interface BookingPersistence {
  persistor: Persistor;
  /** After a successful submit: nothing is written any more, not even a write already staged. */
  stopWriting: () => void;
}

/**
 * Persists a running store's booking in `backend` (localStorage in the app; passport numbers and
 * issuing authorities in `session`, sessionStorage), checked against the
 * 'asi' version and the travel code. With `restore` the stored booking is read back first (the
 * promise resolves once it is); without, the page's own booking is written from now on.
 */
export function persistBookingStore(
  store: AppStore,
  {
    travelCode,
    backend,
    restore,
    session,
  }: { travelCode: string; backend: Storage | undefined; restore: boolean; session?: Storage },
): Promise<BookingPersistence> {
  checkStorageVersion(backend);
  const storage = createSafeStorage(backend);
  store.replaceBookingReducer(persistBookingReducer(bookingReducer, { travelCode, storage, restore, session }));
  // persistStore calls back once the stored booking is restored (or there was none).
  let restored = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    restored = resolve;
  });
  const persistor = persistStore(store, null, () => restored());
  return done.then(() => ({
    persistor,
    stopWriting: () => {
      persistor.pause();
      storage.close();
    },
  }));
}

/** The booking page's store of a returning visitor: resolves once the stored booking is restored. */
export async function createBookingStore({
  api,
  travelCode,
  backend,
  session,
  settings,
  country = 'DE',
}: {
  api: ApiClient;
  travelCode: string;
  backend: Storage | undefined;
  session?: Storage;
  settings: PageSettings;
  /** Where a booking without an address of its own starts (config/language). */
  country?: string;
}): Promise<{ store: AppStore } & BookingPersistence> {
  const store = makeStore({ api, preloadedState: { booking: createEmptyBooking(travelCode, country), settings } });
  const persistence = await persistBookingStore(store, { travelCode, backend, restore: true, session });
  return { store, ...persistence };
}
