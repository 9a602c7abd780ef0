import type { ApiClient } from '@/api/client';
import { createEmptyBooking } from '@/features/booking';
import type { BookingPersistence } from './booking-store';
import { hasStoredBooking } from './stored-booking';
import { makeStore, type AppStore, type PageSettings } from './store';

// The booking page's store and the browser storages it is kept in (either may be switched off).

export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The booking page's store. A returning visitor's stored booking is restored before the page shows
 * (the persistence code loads first); a first visit shows at once, and `persist` attaches
 * persistence once the page has what it needs, writing everything typed so far. Without the code
 * (a lost connection) the page still works, unsaved.
 */
export async function createStore(
  api: ApiClient,
  travelCode: string,
  backend: Storage | undefined,
  settings: PageSettings,
  country = 'DE',
): Promise<{ store: AppStore; persist: () => Promise<BookingPersistence | null> }> {
  if (hasStoredBooking(backend, travelCode)) {
    try {
      const { createBookingStore } = await import('./booking-store');
      const { store, ...persistence } = await createBookingStore({
        api,
        travelCode,
        backend,
        session: safeSessionStorage(),
        settings,
        country,
      });
      return { store, persist: () => Promise.resolve(persistence) };
    } catch {
      // fall through: the page without its stored booking
    }
  }
  const store = makeStore({ api, preloadedState: { booking: createEmptyBooking(travelCode, country), settings } });
  const persist = () =>
    import('./booking-store').then(
      ({ persistBookingStore }) =>
        persistBookingStore(store, { travelCode, backend, restore: false, session: safeSessionStorage() }),
      () => null,
    );
  return { store, persist };
}
