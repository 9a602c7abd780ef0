import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Accommodation, BookedService, Dog, RailFly, ServiceEntry } from '@/api/schemas';
import type { ServiceField } from '@/api/service-kinds';
import { chooseExtension, toggleService } from '@/domain/extensions';
import { hasMixedRoomTypes } from '@/domain/rooms';
import { MAX_DOGS } from '@/domain/validation/traveller';
import { createBookingCore, type BookingCore } from '@/features/draft';

const asBooked = (entry: ServiceEntry, travellerIndex: number | null = null): BookedService => ({
  ...entry,
  travellerIndex,
  details: null,
});

/** The extras: services, extensions, rail and fly, dogs (spec part 1 §4). */
const extrasReducers = {
  /**
   * A pre or post extension replaces one of the same kind; both nights 0 remove it (spec part 1 §4).
   * The transfers, the fare and the flight search dates follow in the composition.
   */
  extensionChosen: (state: BookingCore, action: PayloadAction<Accommodation>) => {
    // Different room types across the rooms clear the extensions, whenever they are chosen (spec part 1 §4).
    state.accommodations = hasMixedRoomTypes(state.rooms) ? [] : chooseExtension(state.accommodations, action.payload);
  },
  /** A service button toggles its entry; in single mode it replaces (spec part 1 §4). */
  serviceToggled: (
    state: BookingCore,
    action: PayloadAction<{
      list: ServiceField;
      entry: ServiceEntry;
      travellerIndex?: number | null;
      single?: boolean;
    }>,
  ) => {
    const { list, entry, travellerIndex = null, single = false } = action.payload;
    state[list] = toggleService(state[list], asBooked(entry, travellerIndex), { single });
  },
  /** Rail and fly toggles; without a flight it goes again at once (the composition's journey rule). */
  railFlyToggled: (state: BookingCore, action: PayloadAction<{ entry: RailFly; single?: boolean }>) => {
    state.railFly = toggleService(state.railFly, action.payload.entry, { single: action.payload.single ?? true });
  },
  equipmentDetailsChanged: (
    state: BookingCore,
    action: PayloadAction<{
      serviceId: number;
      travellerIndex: number | null;
      details: { bodySize: number | null; bodyWeight: number | null; shoeSize: number | null };
    }>,
  ) => {
    const { serviceId, travellerIndex, details } = action.payload;
    const entry = state.equipments.find((e) => e.service.id === serviceId && e.travellerIndex === travellerIndex);
    if (entry) entry.details = details;
  },
  dogsChanged: (state: BookingCore, action: PayloadAction<Dog[]>) => {
    state.dogs = action.payload.slice(0, MAX_DOGS).map((dog, i) => ({ ...dog, id: `DOG_${i + 1}` }));
  },
};

/** The extras (extensions, services, rail and fly, equipment, dogs): its part of the one booking, composed into it by features/booking. */
export const extrasBooking = createSlice({
  name: 'booking',
  initialState: createBookingCore,
  reducers: extrasReducers,
});

export const { extensionChosen, serviceToggled, railFlyToggled, equipmentDetailsChanged, dogsChanged } =
  extrasBooking.actions;
