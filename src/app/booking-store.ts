import { persistStore, type Persistor } from 'redux-persist';
import type { ApiClient } from '../api/client';
import { createEmptyBooking } from '../features/booking';
import { checkStorageVersion, createSafeStorage, persistBookingReducer } from './persistence';
import { makeStore, type AppStore } from './store';

/**
 * The booking page's store: the booking persisted in `backend` (localStorage in the app), checked
 * against the 'asi' version and the travel code. Resolves once the stored booking is restored.
 */
export async function createBookingStore({ api, travelCode, backend }: { api: ApiClient; travelCode: string; backend: Storage | undefined }): Promise<{ store: AppStore; persistor: Persistor; stopWriting: () => void }> {
  checkStorageVersion(backend);
  const storage = createSafeStorage(backend);
  const store = makeStore({
    api,
    preloadedState: { booking: createEmptyBooking(travelCode) },
    wrapBookingReducer: (reducer) => persistBookingReducer(reducer, { travelCode, storage }),
  });
  // persistStore calls back once the stored booking is restored (or there was none).
  let restored = () => undefined as void;
  const done = new Promise<void>((resolve) => { restored = resolve; });
  const persistor = persistStore(store, null, () => restored());
  await done;
  return { store, persistor, stopWriting: () => { persistor.pause(); storage.close(); } };
}
