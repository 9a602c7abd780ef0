import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { submitBooking } from '../../api/booking';
import { serializeError, type SerializedApiError } from '../../api/errors';
import {
  bookingSchema,
  travellerSchema,
  type Booking,
  type Customer,
  type Schedule,
  type User,
} from '../../api/schemas';
import type { Status, ThunkExtra } from '../resource/resource-slice';
import { userLogin, userFetch } from '../user/user-slice';

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
    state.travelAgency = {
      erpId: user.erpId,
      companyName: user.companyName,
      email: user.email,
      paymentDirect: user.paymentDirect,
      canGenerateVVI: user.canGenerateVVI,
    };
    state.travelAgent = { gender: user.gender, firstname: user.firstname, lastname: user.lastname, email: user.email };
  } else {
    state.travelAgency = null;
    state.user = customerFromUser(user, state.user);
  }
}

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
    scheduleSelected: (state, action: PayloadAction<Schedule>) => {
      const schedule = action.payload;
      if (state.selectedDate !== schedule.start) state.rooms = [];
      state.schedule = schedule;
      state.selectedDate = schedule.start;
      state.flightControl = schedule.flightControl;
      state.noFlight = schedule.flightControl === 5 || schedule.flightControl === 6;
      state.flightData.fare = null;
      state.flightData.fareValidUntil = null;
      state.flightData.outboundDate = null;
      state.flightData.inboundDate = null;
      state.error = null;
    },
    paxChanged: (state, action: PayloadAction<number | null>) => {
      const pax = action.payload;
      state.pax = pax;
      const wanted = Math.max(0, (pax ?? 1) - 1);
      state.additionalUsers = state.additionalUsers.slice(0, wanted);
      while (state.additionalUsers.length < wanted) state.additionalUsers.push(travellerSchema.parse({}));
      state.flightData.fare = null;
    },
    roomAdded: (state, action: PayloadAction<Schedule>) => {
      const persons = Number.parseInt(action.payload.allocation.charAt(0), 10) || 1;
      state.rooms.push({ schedule: action.payload, travellers: Array.from({ length: persons }, () => travellerSchema.parse({})) });
    },
    roomRemoved: (state, action: PayloadAction<{ roomType: string }>) => {
      const index = state.rooms.map((r) => r.schedule.roomType).lastIndexOf(action.payload.roomType);
      if (index >= 0) state.rooms.splice(index, 1);
    },
    customerChanged: (state, action: PayloadAction<Partial<Customer>>) => {
      state.user = { ...state.user, ...action.payload };
    },
    stepTwoCompleted: (state, action: PayloadAction<boolean>) => {
      state.stepTwoComplete = action.payload;
    },
    consentChanged: (state, action: PayloadAction<{ gtc?: boolean; consent?: boolean; newsletter?: boolean }>) => {
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
      .addCase(userFetch.fulfilled, (state, action) => applyLoggedInUser(state, action.payload));
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
  customerChanged,
  stepTwoCompleted,
  consentChanged,
} = bookingSlice.actions;
