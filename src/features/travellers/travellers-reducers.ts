import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking, Customer, Traveller, User } from '@/api/schemas';
import { loginEnded, userFetch, userLogin } from './user-slice';
import { splitStreet } from '@/domain/address';
import { placeTraveller, resolveRoomPlaces } from '@/domain/room-assignment';
import { createBookingCore, type BookingCore } from '@/features/draft';

function customerFromUser(user: User, current: Customer): Customer {
  // A profile keeps the house number inside the street ('Hauptstraße 5'); the form asks for both.
  const address = user.street ? splitStreet(user.street) : null;
  return {
    ...current,
    gender: user.gender ?? current.gender,
    title: user.title || current.title,
    firstname: user.firstname || current.firstname,
    lastname: user.lastname || current.lastname,
    birthday: user.birthday || current.birthday,
    street: address?.street || current.street,
    number: address ? address.number || current.number : current.number,
    zip: user.zip || current.zip,
    city: user.city || current.city,
    country: user.country || current.country,
    email: user.email || current.email,
    telephone: user.telephone || current.telephone,
    passportNumber: user.passportNumber || current.passportNumber,
    passportCountry: user.passportCountry || current.passportCountry,
    passportIssueDate: user.passportIssueDate || current.passportIssueDate,
    passportDate: user.passportDate || current.passportDate,
    specialNeeds: Object.values(user.specialNeeds).some(Boolean) ? { ...user.specialNeeds } : current.specialNeeds,
  };
}

/** A login or the current user: an agency becomes the booking's agency, a customer its customer. */
function applyLoggedInUser(state: BookingCore, user: User): void {
  if (user.id === null) return;
  // A booking made for an agency never becomes a customer's by a login (an expired agency login
  // answered with a customer's account); the agency's login is asked for again instead.
  // Nor another agency's: its login is refused for this booking the same way.
  const agencyErpId = state.travelAgency?.erpId ?? null;
  if (state.loggedInAs === 'agency' && (!user.isTravelAgency || (agencyErpId !== null && user.erpId !== agencyErpId)))
    return;
  state.userChosen = true;
  state.loggedInAs = user.isTravelAgency ? 'agency' : 'customer';
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

/** Writes the values that differ into `target` (a draft); says whether anything changed. */
function assignChanged<T extends object>(target: T, values: Partial<T>): boolean {
  let changed = false;
  for (const [key, value] of Object.entries(values) as [keyof T, T[keyof T]][]) {
    const same =
      value !== null && typeof value === 'object'
        ? JSON.stringify(value) === JSON.stringify(target[key])
        : value === target[key];
    if (same || value === undefined) continue;
    target[key] = value;
    changed = true;
  }
  return changed;
}

/** The travellers: the customer, the other travellers, their rooms, the agency's agent (spec part 1 §2, part 2 §3). */
const travellersReducers = {
  /** A guest goes on with an e-mail from the user-selection dialog (spec part 1 §2). */
  userSelected: (state: BookingCore, action: PayloadAction<{ email: string }>) => {
    state.user.email = action.payload.email.trim();
    state.userChosen = true;
    state.loggedInAs = null;
  },
  /** The customer's data; a real change means step 2 must be left again (the same values change nothing). */
  customerChanged: (state: BookingCore, action: PayloadAction<Partial<Customer>>) => {
    if (assignChanged(state.user, action.payload)) state.stepTwoComplete = false;
  },
  /** An additional traveller's data (the 2nd traveller is index 0). */
  travellerChanged: (
    state: BookingCore,
    action: PayloadAction<{ index: number; values: Partial<Omit<Traveller, 'equipments' | 'dogs'>> }>,
  ) => {
    const traveller = state.additionalUsers[action.payload.index];
    if (traveller && assignChanged(traveller, action.payload.values)) state.stepTwoComplete = false;
  },
  /** Step 2: a traveller is given a place in a room; whoever had it takes the traveller's former place. */
  roomPlaceChosen: (
    state: BookingCore,
    action: PayloadAction<{ room: number; place: number; traveller: number | null }>,
  ) => {
    const { room, place, traveller } = action.payload;
    const current = resolveRoomPlaces(
      state.roomPlaces,
      state.rooms.map((r) => r.travellers.length),
      1 + state.additionalUsers.length,
    );
    state.roomPlaces = placeTraveller(current, { room, place }, traveller);
    state.stepTwoComplete = false;
  },
  travelAgentChanged: (state: BookingCore, action: PayloadAction<Partial<Booking['travelAgent']>>) => {
    if (assignChanged(state.travelAgent, action.payload)) state.stepTwoComplete = false;
  },
  stepTwoCompleted: (state: BookingCore, action: PayloadAction<boolean>) => {
    state.stepTwoComplete = action.payload;
  },
};

/** The travellers (customer, travellers, agency): its part of the one booking, composed into it by features/booking. */
export const travellersBooking = createSlice({
  name: 'booking',
  initialState: createBookingCore,
  reducers: travellersReducers,
  extraReducers: (builder) => {
    builder
      .addCase(userLogin.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      .addCase(userFetch.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      // A login that ended keeps who it was, so the login asked for again is of the same kind.
      .addCase(loginEnded, (state, action) => {
        state.loggedInAs ??= action.payload.kind;
      });
  },
});

export const {
  userSelected,
  customerChanged,
  travellerChanged,
  roomPlaceChosen,
  travelAgentChanged,
  stepTwoCompleted,
} = travellersBooking.actions;
