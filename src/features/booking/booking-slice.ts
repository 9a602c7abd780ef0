import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { submitBooking } from '../../api/booking';
import { serializeError, type SerializedApiError } from '../../api/errors';
import {
  bookingSchema,
  travellerSchema,
  type Accommodation,
  type BookedService,
  type Booking,
  type Customer,
  type Dog,
  type Fare,
  type Flight,
  type RailFly,
  type Schedule,
  type SelectedInsurance,
  type ServiceEntry,
  type User,
} from '../../api/schemas';
import { chooseExtension, extensionNights, keepFittingTransfers, toggleService, transferSteps } from '../../domain/extensions';
import { noFlightForMode } from '../../domain/flight-control';
import { additionalTravellerCount, compulsoryUpgrades } from '../../domain/pax';
import type { PaymentType } from '../../domain/payment';
import { autoRoomCount, countRemainingPersons, fitRoomsToPax, hasMixedRoomTypes, personsPerRoom } from '../../domain/rooms';
import { FLIGHT_CONTROL } from '../../domain/types';
import type { Status, ThunkExtra } from '../resource/resource-slice';
import { userFetch, userLogin } from '../user/user-slice';
import { vouchers } from '../vouchers/vouchers-slice';

export interface BookingState extends Booking {
  /** The submit's phase (spec part 2 §4 'Submit'). */
  status: Status;
  /** The submit's error, shown at the payment area. */
  error: string | null;
}

/** A new booking for a travel code, with the Booking entity's defaults (spec part 1 §3, §4). */
export function createEmptyBooking(travelCode = ''): BookingState {
  return { ...bookingSchema.parse({ travelCode }), status: 'idle', error: null };
}

export const bookingSubmit = createAsyncThunk<
  { url: string },
  { payload: Record<string, unknown> },
  { extra: ThunkExtra; state: { booking: BookingState }; rejectValue: SerializedApiError }
>(
  'booking/submit',
  async ({ payload }, { extra, getState, rejectWithValue }) => {
    try {
      return await submitBooking(extra.api, getState().booking.travelCode, payload);
    } catch (error) {
      return rejectWithValue(serializeError(error));
    }
  },
  // Submit is ignored while sending (spec part 2 §4).
  { condition: (_arg, { getState }) => getState().booking.status !== 'pending' },
);

const newTraveller = () => travellerSchema.parse({});
const asBooked = (entry: ServiceEntry, travellerIndex: number | null = null): BookedService => ({ ...entry, travellerIndex, details: null });

function customerFromUser(user: User, current: Customer): Customer {
  return {
    ...current,
    gender: user.gender ?? current.gender,
    title: user.title || current.title,
    firstname: user.firstname || current.firstname,
    lastname: user.lastname || current.lastname,
    birthday: user.birthday || current.birthday,
    street: user.street || current.street,
    zip: user.zip || current.zip,
    city: user.city || current.city,
    country: user.country || current.country,
    email: user.email || current.email,
    telephone: user.telephone || current.telephone,
  };
}

function applyLoggedInUser(state: BookingState, user: User): void {
  if (user.id === null) return;
  if (user.isTravelAgency) {
    // An agency becomes the booking's agency, not its customer (spec part 1 §6).
    state.travelAgency = { erpId: user.erpId, companyName: user.companyName, email: user.email, paymentDirect: user.paymentDirect, canGenerateVVI: user.canGenerateVVI };
    state.travelAgent = { gender: user.gender, firstname: user.firstname, lastname: user.lastname, email: user.email };
  } else {
    state.travelAgency = null;
    state.user = customerFromUser(user, state.user);
  }
}

/** Changing the flight option, the party or the schedule resets the chosen flight (spec part 1 §4). */
function resetFlightChoice(state: BookingState): void {
  state.flightData.fare = null;
  state.flightData.fareValidUntil = null;
  state.flightData.request = false;
  state.flightData.totalPrice = null;
}

function recalculateCompulsories(state: BookingState, upgrades: readonly ServiceEntry[]): void {
  state.compulsoriesUpgrade = compulsoryUpgrades(upgrades, { pax: state.pax, date: state.selectedDate }).map((u) => asBooked(u));
}

/** Transfers that no longer fit the journey go (spec part 1 §4). */
function refitTransfers(state: BookingState): void {
  const nights = extensionNights(state.accommodations);
  const steps = transferSteps({ flightControl: state.flightControl, noFlight: state.noFlight, hasPre: nights.before > 0, hasPost: nights.after > 0 });
  state.transfers = keepFittingTransfers(state.transfers, steps);
}

/** Different room types across rooms clear the extensions; changing extensions clears the fare (spec part 1 §4). */
function clearExtensionsIfMixed(state: BookingState): void {
  if (hasMixedRoomTypes(state.rooms) && state.accommodations.length > 0) {
    state.accommodations = [];
    resetFlightChoice(state);
    refitTransfers(state);
  }
}

function addRoom(state: BookingState, schedule: Schedule): void {
  const persons = personsPerRoom(schedule.allocation);
  const remaining = countRemainingPersons(state.pax, state.rooms);
  const travellers = Math.max(1, Math.min(persons, remaining || persons));
  state.rooms.push({ schedule, travellers: Array.from({ length: travellers }, newTraveller) });
}

export type ServiceList = 'upgrades' | 'equipments' | 'transfers';

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: createEmptyBooking(),
  reducers: {
    bookingReset: (_state, action: PayloadAction<{ travelCode: string }>) => createEmptyBooking(action.payload.travelCode),
    /** A stored booking (from ?bookingId) replaces the current one. */
    bookingLoaded: (_state, action: PayloadAction<Booking>) => ({ ...action.payload, token: null, status: 'idle', error: null }),
    errorCleared: (state) => {
      state.error = null;
      if (state.status === 'failed') state.status = 'idle';
    },

    /**
     * A schedule is chosen: a new date clears the rooms; its flight control applies (opt-in and
     * no-flight set noFlight); the fare, the error and the flight search dates reset; the compulsory
     * upgrades are recalculated for the date (spec part 1 §4).
     */
    scheduleSelected: (state, action: PayloadAction<{ schedule: Schedule; upgrades: readonly ServiceEntry[]; flights?: readonly Flight[] }>) => {
      const { schedule, upgrades, flights = [] } = action.payload;
      if (state.selectedDate !== schedule.start) {
        state.rooms = [];
        state.accommodations = [];
      }
      state.schedule = schedule;
      state.selectedDate = schedule.start;
      state.flightControl = schedule.flightControl;
      state.noFlight = noFlightForMode(schedule.flightControl);
      // The trip's own (conveyor or fixed) flights of this date are the flights chosen.
      state.flights = flights.filter((f) => f.start === schedule.start);
      state.flightPosition = null;
      resetFlightChoice(state);
      state.flightData.outboundDate = null;
      state.flightData.inboundDate = null;
      state.error = null;
      recalculateCompulsories(state, upgrades);
      refitTransfers(state);
    },

    /**
     * The party size changes: additional travellers follow (pax − 1), rooms above it lose a room or a
     * traveller, a single room option is added when it divides evenly, compulsory upgrades are
     * recalculated and the flight choice resets (spec part 1 §4).
     */
    paxChanged: (state, action: PayloadAction<{ pax: number | null; upgrades: readonly ServiceEntry[]; roomOptions: readonly Schedule[] }>) => {
      const { pax, upgrades, roomOptions } = action.payload;
      if (pax === state.pax) return;
      state.pax = pax;
      const wanted = additionalTravellerCount(pax);
      state.additionalUsers = state.additionalUsers.slice(0, wanted);
      while (state.additionalUsers.length < wanted) state.additionalUsers.push(newTraveller());
      if (pax !== null) {
        const occupancy = fitRoomsToPax(state.rooms.map((r) => r.travellers.length), pax);
        state.rooms = state.rooms.slice(0, occupancy.length).map((room, i) => ({ ...room, travellers: room.travellers.slice(0, occupancy[i]) }));
      }
      if (state.rooms.length === 0) {
        const count = autoRoomCount(roomOptions, pax);
        const only = roomOptions[0];
        for (let i = 0; i < count && only; i += 1) addRoom(state, only);
      }
      recalculateCompulsories(state, upgrades);
      resetFlightChoice(state);
    },

    roomAdded: (state, action: PayloadAction<Schedule>) => {
      addRoom(state, action.payload);
      clearExtensionsIfMixed(state);
    },
    roomRemoved: (state, action: PayloadAction<{ roomType: string }>) => {
      const index = state.rooms.map((r) => r.schedule.roomType).lastIndexOf(action.payload.roomType);
      if (index >= 0) state.rooms.splice(index, 1);
    },

    /** A pre or post extension replaces one of the same kind; both nights 0 remove it (spec part 1 §4). */
    extensionChosen: (state, action: PayloadAction<Accommodation>) => {
      state.accommodations = chooseExtension(state.accommodations, action.payload);
      resetFlightChoice(state);
      refitTransfers(state);
    },
    extensionRemoved: (state, action: PayloadAction<{ serviceId: number }>) => {
      state.accommodations = state.accommodations.filter((e) => e.service.id !== action.payload.serviceId);
      resetFlightChoice(state);
      refitTransfers(state);
    },

    /** A service button toggles its entry; in single mode it replaces (spec part 1 §4). */
    serviceToggled: (state, action: PayloadAction<{ list: ServiceList; entry: ServiceEntry; travellerIndex?: number | null; single?: boolean }>) => {
      const { list, entry, travellerIndex = null, single = false } = action.payload;
      state[list] = toggleService(state[list], asBooked(entry, travellerIndex), { single });
    },
    railFlyToggled: (state, action: PayloadAction<{ entry: RailFly; single?: boolean }>) => {
      state.railFly = toggleService(state.railFly, action.payload.entry, { single: action.payload.single ?? true });
    },
    equipmentDetailsChanged: (state, action: PayloadAction<{ serviceId: number; travellerIndex: number | null; details: { bodySize: number | null; bodyWeight: number | null; shoeSize: number | null } }>) => {
      const { serviceId, travellerIndex, details } = action.payload;
      const entry = state.equipments.find((e) => e.service.id === serviceId && e.travellerIndex === travellerIndex);
      if (entry) entry.details = details;
    },
    dogsChanged: (state, action: PayloadAction<Dog[]>) => {
      state.dogs = action.payload.slice(0, 3).map((dog, i) => ({ ...dog, id: `DOG_${i + 1}` }));
    },

    /** In opt-in mode the arrival section toggles noFlight (spec part 1 §4). */
    optInToggled: (state) => {
      if (state.flightControl !== FLIGHT_CONTROL.optIn) return;
      state.noFlight = !state.noFlight;
      resetFlightChoice(state);
      refitTransfers(state);
    },
    /** Opting out of (true) or back into (false) the trip's flight: own travel (spec part 2 §4). */
    ownArrivalChosen: (state, action: PayloadAction<boolean>) => {
      if (state.flightControl === FLIGHT_CONTROL.noFlight || state.flightControl === FLIGHT_CONTROL.optIn) return;
      state.noFlight = action.payload;
      resetFlightChoice(state);
      refitTransfers(state);
    },
    /** A flight position choice clears the alternative airport (spec part 1 §4). */
    flightPositionChosen: (state, action: PayloadAction<number | null>) => {
      state.flightPosition = action.payload;
      state.flightData.alternativeAirport = null;
    },
    alternativeAirportChosen: (state, action: PayloadAction<string | null>) => {
      state.flightData.alternativeAirport = action.payload;
    },
    departureAirportChosen: (state, action: PayloadAction<string | null>) => {
      state.flightData.departureAirport = action.payload;
      resetFlightChoice(state);
    },
    ownFlightDatesChanged: (state, action: PayloadAction<{ outboundDate: string | null; inboundDate: string | null }>) => {
      state.flightData.outboundDate = action.payload.outboundDate;
      state.flightData.inboundDate = action.payload.inboundDate;
    },
    fareChosen: (state, action: PayloadAction<{ fare: Fare; validUntil: string }>) => {
      state.flightData.fare = action.payload.fare;
      state.flightData.fareValidUntil = action.payload.validUntil;
      state.flightData.request = false;
      state.flightData.totalPrice = action.payload.fare.totalPrice;
    },
    fareCleared: (state) => {
      resetFlightChoice(state);
    },
    /** Choosing a flight request stores it with the chosen alternative airport (spec part 2 §4). */
    flightRequestChosen: (state, action: PayloadAction<{ alternativeAirport: string | null }>) => {
      resetFlightChoice(state);
      state.flightData.request = true;
      state.flightData.alternativeAirport = action.payload.alternativeAirport;
    },
    flightUpgradeChosen: (state, action: PayloadAction<Booking['flightData']['upgrade']>) => {
      state.flightData.upgrade = action.payload;
    },
    seatReservationChosen: (state, action: PayloadAction<Booking['flightData']['reservation']>) => {
      state.flightData.reservation = action.payload;
    },

    flexChosen: (state, action: PayloadAction<boolean>) => {
      state.flexBooking = action.payload;
      state.flexAnswered = true;
    },
    /** Selecting an offer resets the pre-contract and the terms acceptance (spec part 2 §4). */
    insuranceChosen: (state, action: PayloadAction<SelectedInsurance | null>) => {
      state.insurance = action.payload ? { ...action.payload, preContractId: null } : null;
      state.insuranceAGB = false;
      if (action.payload) state.flexBooking = false;
    },
    paymentTypeChosen: (state, action: PayloadAction<PaymentType | null>) => {
      state.paymentType = action.payload;
    },
    customerChanged: (state, action: PayloadAction<Partial<Customer>>) => {
      state.user = { ...state.user, ...action.payload };
    },
    stepTwoCompleted: (state, action: PayloadAction<boolean>) => {
      state.stepTwoComplete = action.payload;
    },
    consentChanged: (state, action: PayloadAction<{ gtc?: boolean; consent?: boolean; newsletter?: boolean; rula?: boolean; insuranceAGB?: boolean }>) => {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bookingSubmit.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(bookingSubmit.fulfilled, (state) => {
        state.status = 'succeeded';
        state.stepThreeComplete = true;
      })
      .addCase(bookingSubmit.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(userLogin.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      .addCase(userFetch.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      // Voucher: success stores it in the booking, an error clears it (spec part 2 §4).
      .addCase(vouchers.fetch.fulfilled, (state, action) => {
        state.voucher = action.payload;
      })
      .addCase(vouchers.fetch.rejected, (state) => {
        state.voucher = null;
      });
  },
});

export const {
  bookingReset,
  bookingLoaded,
  errorCleared,
  scheduleSelected,
  paxChanged,
  roomAdded,
  roomRemoved,
  extensionChosen,
  extensionRemoved,
  serviceToggled,
  railFlyToggled,
  equipmentDetailsChanged,
  dogsChanged,
  optInToggled,
  ownArrivalChosen,
  flightPositionChosen,
  alternativeAirportChosen,
  departureAirportChosen,
  ownFlightDatesChanged,
  fareChosen,
  fareCleared,
  flightRequestChosen,
  flightUpgradeChosen,
  seatReservationChosen,
  flexChosen,
  insuranceChosen,
  paymentTypeChosen,
  customerChanged,
  stepTwoCompleted,
  consentChanged,
} = bookingSlice.actions;
