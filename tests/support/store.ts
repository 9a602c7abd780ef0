import type { Language } from '@/config/language';
import { injectLaterFamilies } from '@/app/later-families';
import { makeStore, type RootState } from '@/app/store';
import { standInProviderOrigin } from '../../mocks/provider/stand-in';
import { createTestClient } from './api';
import type { Accommodation, Schedule, Traveller } from '@/api/schemas';
import type { BookingState } from '@/features/booking/booking-state';
import { chosenExtensionOf } from '@/features/extras/extras-part';

/**
 * A fresh real store on the mock server, as STYLE.md asks: no mocked store. The page is configured
 * as the demo's is, with a card payment provider, unless the test says otherwise.
 */
export const createTestStore = (preloadedState?: Partial<RootState>, language: Language = 'de') => {
  const store = makeStore({
    api: createTestClient(language),
    preloadedState: {
      settings: { cardEndpoint: standInProviderOrigin(), pagePolicy: null, salesContact: null },
      ...preloadedState,
    },
  });
  // Tests see every family, the later pages' ones included.
  injectLaterFamilies(store);
  return store;
};

/** A booking with `extension` chosen as the extras keep it (its id and nights), its entry as last seen. */
export const withExtensionChosen = (booking: BookingState, extension: Accommodation): BookingState => ({
  ...booking,
  extras: { ...booking.extras, accommodations: [chosenExtensionOf(extension)] },
  lastSeen: { ...booking.lastSeen, accommodations: [extension] },
});

/**
 * A booking with `schedule` chosen as the party keeps it (its id and day) and rooms of `rooms` (a
 * room type on that day and its places), their entries as last seen.
 */
export const withDateChosen = <B extends Pick<BookingState, 'party' | 'lastSeen'>>(
  booking: B,
  schedule: Schedule | null,
  rooms: readonly { schedule: Schedule; travellers: Traveller[] }[] = [],
): B => ({
  ...booking,
  party: {
    ...booking.party,
    scheduleId: schedule?.id ?? null,
    selectedDate: schedule?.start ?? null,
    rooms: rooms.map((room) => ({ scheduleId: room.schedule.id, travellers: room.travellers })),
  },
  lastSeen: { ...booking.lastSeen, schedules: schedule ? [schedule, ...rooms.map((room) => room.schedule)] : [] },
});
