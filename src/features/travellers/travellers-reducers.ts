import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking, Customer, Traveller, User } from '@/api/schemas';
import { bookingLoaded } from '@/features/choices';
import { paxChanged } from '@/features/party';
import { loginEnded, userFetch, userLogin } from './user-slice';
import { splitStreet } from '@/domain/address';
import { fitToParty, newTravellers, travellersOf, type TravellersPart } from './travellers-part';

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
function applyLoggedInUser(state: TravellersPart, user: User): void {
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
  userSelected: (state: TravellersPart, action: PayloadAction<{ email: string }>) => {
    state.user.email = action.payload.email.trim();
    state.userChosen = true;
    state.loggedInAs = null;
  },
  /** The customer's data; a real change means step 2 must be left again (the same values change nothing). */
  customerChanged: (state: TravellersPart, action: PayloadAction<Partial<Customer>>) => {
    if (assignChanged(state.user, action.payload)) state.stepTwoComplete = false;
  },
  /** An additional traveller's data (the 2nd traveller is index 0). */
  travellerChanged: (
    state: TravellersPart,
    action: PayloadAction<{ index: number; values: Partial<Omit<Traveller, 'equipments' | 'dogs'>> }>,
  ) => {
    const traveller = state.additionalUsers[action.payload.index];
    if (traveller && assignChanged(traveller, action.payload.values)) state.stepTwoComplete = false;
  },
  /** Step 2: who sleeps where, as the person placed them (room-thunks `chooseRoomPlace`). */
  roomPlacesChosen: (state: TravellersPart, action: PayloadAction<Booking['roomPlaces']>) => {
    state.roomPlaces = action.payload;
    state.stepTwoComplete = false;
  },
  travelAgentChanged: (state: TravellersPart, action: PayloadAction<Partial<Booking['travelAgent']>>) => {
    if (assignChanged(state.travelAgent, action.payload)) state.stepTwoComplete = false;
  },
  stepTwoCompleted: (state: TravellersPart, action: PayloadAction<boolean>) => {
    state.stepTwoComplete = action.payload;
  },
};

/** The travellers' part of the booking (customer, travellers, agency), written by this slice alone. */
export const travellersPart = createSlice({
  name: 'travellers',
  initialState: () => newTravellers(),
  reducers: travellersReducers,
  extraReducers: (builder) => {
    builder
      // A stored booking opened again brings its own travellers; whoever books it logs in anew.
      .addCase(bookingLoaded, (_state, action): TravellersPart => travellersOf(action.payload))
      // The other travellers follow the party size (pax − 1), the first ones kept (spec part 1 §4).
      .addCase(paxChanged, (state, action) => {
        state.additionalUsers = fitToParty(state.additionalUsers, action.payload.pax);
      })
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
  roomPlacesChosen,
  travelAgentChanged,
  stepTwoCompleted,
} = travellersPart.actions;
