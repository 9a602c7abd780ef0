import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type Storage } from 'redux-persist';
import { bookingSchema } from '../api/schemas';
import { createEmptyBooking, type BookingState } from '../features/booking/booking-slice';

/** Spec part 1 §1, part 2 §9: the key 'asi' holds the version; a mismatch resets the stored booking. */
export const VERSION_KEY = 'asi';
export const STORAGE_VERSION = '1.0.8';
export const BOOKING_KEY = 'booking';
const PERSIST_PREFIX = 'persist:';

/** Never written to storage: the server token and the submit's transient phase. */
const NOT_PERSISTED = ['token', 'status', 'error'] as const;

/**
 * localStorage that never throws: unreadable or corrupt entries read as empty (and are removed),
 * a full storage skips the write.
 */
export function createSafeStorage(backend: globalThis.Storage | undefined): Storage {
  return {
    getItem: async (key) => {
      try {
        const raw = backend?.getItem(key) ?? null;
        if (raw !== null) JSON.parse(raw);
        return raw;
      } catch {
        try { backend?.removeItem(key); } catch { /* storage unavailable */ }
        return null;
      }
    },
    setItem: async (key, value) => {
      try {
        backend?.setItem(key, value);
      } catch {
        // quota exceeded or storage disabled: keep working from memory
      }
    },
    removeItem: async (key) => {
      try { backend?.removeItem(key); } catch { /* storage unavailable */ }
    },
  };
}

/** Drops the stored booking when the version under 'asi' is missing or different, then records it. */
export function checkStorageVersion(backend: globalThis.Storage | undefined): void {
  try {
    if (!backend) return;
    if (backend.getItem(VERSION_KEY) !== STORAGE_VERSION) {
      backend.removeItem(`${PERSIST_PREFIX}${BOOKING_KEY}`);
      backend.setItem(VERSION_KEY, STORAGE_VERSION);
    }
  } catch {
    // storage unavailable: nothing stored, nothing to reset
  }
}

/**
 * What to keep of a stored booking: all of it when it parses and belongs to this travel code,
 * else a new booking for it (spec part 1 §1 "reset if it belongs to another travel code").
 */
export function restoreBooking(inbound: unknown, travelCode: string): BookingState {
  if (!inbound || typeof inbound !== 'object') return createEmptyBooking(travelCode);
  const { _persist: _ignored, ...stored } = inbound as Record<string, unknown>;
  const parsed = bookingSchema.safeParse(stored);
  if (!parsed.success || parsed.data.travelCode !== travelCode) return createEmptyBooking(travelCode);
  const { paxInput, userChosen } = stored;
  return {
    ...parsed.data,
    token: null,
    status: 'idle',
    error: null,
    paxInput: typeof paxInput === 'string' ? paxInput.slice(0, 6) : null,
    userChosen: userChosen === true,
  };
}

export function persistBookingReducer(reducer: Reducer<BookingState>, { travelCode, storage }: { travelCode: string; storage: Storage }): Reducer<BookingState> {
  const config: PersistConfig<BookingState> = {
    key: BOOKING_KEY,
    storage,
    version: 1,
    blacklist: [...NOT_PERSISTED],
    throttle: 0,
    stateReconciler: (inbound) => restoreBooking(inbound, travelCode),
  };
  return persistReducer(config, reducer) as unknown as Reducer<BookingState>;
}
