import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Accommodation, Dog, RailFly, ServiceEntry } from '@/api/schemas';
import type { ServiceField } from '@/api/service-kinds';
import { chooseExtension, toggleService } from '@/domain/extensions';
import { hasMixedRoomTypes } from '@/domain/rooms';
import { MAX_DOGS } from '@/domain/validation/traveller';
import { bookingLoaded } from '@/features/choices';
import { chosenExtensionOf, extrasOf, newExtras, nightsOf, type ChosenExtension, type ExtrasPart } from './extras-part';

/** A chosen extension as the extensions' rules read it: its service's id and its nights. */
const asExtension = (choice: ChosenExtension) => ({ service: { id: choice.id }, ...nightsOf(choice) });

/** The extras: services, rail and fly, equipment details, dogs (spec part 1 §4). */
const extrasReducers = {
  /** A service button toggles its entry, kept by its id; in single mode it replaces (spec part 1 §4). */
  serviceToggled: (
    state: ExtrasPart,
    action: PayloadAction<{
      list: ServiceField;
      entry: ServiceEntry;
      travellerIndex?: number | null;
      single?: boolean;
    }>,
  ) => {
    const { list, entry, travellerIndex = null, single = false } = action.payload;
    state[list] = toggleService(state[list], { id: entry.service.id, travellerIndex, details: null }, { single });
  },
  /**
   * Rail and fly toggles, one at a time unless told otherwise; without a flight it goes again at
   * once (the composition's journey rule). The part keeps its id; the composition sees the entry.
   */
  railFlyToggled: (state: ExtrasPart, action: PayloadAction<{ entry: RailFly; single?: boolean }>) => {
    const id = action.payload.entry.service.id;
    const single = action.payload.single ?? true;
    state.railFly = state.railFly.includes(id)
      ? state.railFly.filter((chosen) => chosen !== id)
      : [...(single ? [] : state.railFly), id];
  },
  equipmentDetailsChanged: (
    state: ExtrasPart,
    action: PayloadAction<{
      serviceId: number;
      travellerIndex: number | null;
      details: { bodySize: number | null; bodyWeight: number | null; shoeSize: number | null };
    }>,
  ) => {
    const { serviceId, travellerIndex, details } = action.payload;
    const entry = state.equipments.find((e) => e.id === serviceId && e.travellerIndex === travellerIndex);
    if (entry) entry.details = details;
  },
  dogsChanged: (state: ExtrasPart, action: PayloadAction<Dog[]>) => {
    state.dogs = action.payload.slice(0, MAX_DOGS).map((dog, i) => ({ ...dog, id: `DOG_${i + 1}` }));
  },
};

/** The extras' own part of the booking, written by this slice under its own name. */
const extrasSlice = createSlice({
  name: 'extras',
  initialState: newExtras,
  reducers: extrasReducers,
  extraReducers: (builder) => {
    builder.addCase(bookingLoaded, (_state, action) => extrasOf(action.payload));
  },
});

/**
 * A pre or post extension replaces one of the same kind; both nights 0 remove it (spec part 1 §4).
 * The transfers, the fare and the flight search dates follow in the composition.
 */
export const extensionChosen = createAction<Accommodation>('extras/extensionChosen');

/**
 * The extras' part: its own choices, and the extensions, which the party's rooms allow (`booking`
 * is the booking as the party left it for this action).
 */
export function extrasReducer(
  state: ExtrasPart | undefined,
  action: UnknownAction,
  booking: { party: { rooms: readonly { scheduleId: number }[] } },
): ExtrasPart {
  const own = extrasSlice.reducer(state, action);
  if (!extensionChosen.match(action)) return own;
  // Different room types across the rooms clear the extensions, whenever they are chosen (spec part 1 §4).
  const accommodations = hasMixedRoomTypes(booking.party.rooms.map((room) => room.scheduleId))
    ? []
    : chooseExtension(own.accommodations.map(asExtension), asExtension(chosenExtensionOf(action.payload))).map(
        ({ service, additionalData }) => ({ id: service.id, vv: additionalData.vv, nv: additionalData.nv }),
      );
  return { ...own, accommodations };
}

export const { serviceToggled, railFlyToggled, equipmentDetailsChanged, dogsChanged } = extrasSlice.actions;
