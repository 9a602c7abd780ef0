import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  bookingSchema,
  travellerSchema,
  type Accommodation,
  type BookedService,
  type Booking,
  type Customer,
  type Dog,
  type Fare,
  type RailFly,
  type Schedule,
  type SelectedInsurance,
  type ServiceEntry,
  type Traveller,
  type User,
} from '@/api/schemas';
import { splitStreet } from '@/domain/address';
import { chooseExtension, extensionNights, fittingTransfers, toggleService } from '@/domain/extensions';
import { isFareExpired } from '@/domain/fare-validity';
import { canOptOutOfFlight, defaultSearchDates, isOptInMode, noFlightForMode } from '@/domain/flight-control';
import { additionalTravellerCount } from '@/domain/pax';
import { paymentTypeOf, type PaymentMethod } from '@/domain/payment';
import type { ConsentKey } from '@/domain/consents';
import { placeTraveller, resolveRoomPlaces } from '@/domain/room-assignment';
import { autoRoomCount, countRemainingPersons, fitRoomsToPax, hasMixedRoomTypes, personsPerRoom } from '@/domain/rooms';
import type { Status } from '@/lib/request-phases';
import { userFetch, userLogin } from '@/features/user';
import type { SubmitError } from './booking-submit';
import { bookingSubmitPhases, voucherCheckPhases } from './late-phases';

export interface BookingState extends Booking {
  /** The submit's phase (spec part 2 §4 'Submit'). */
  status: Status;
  /** The submit's error, shown at the payment area. */
  error: SubmitError | null;
  /** The party size as typed while it is not a valid size (empty, not a number, out of bounds); null when `pax` is it. */
  paxInput: string | null;
  /** The person went through the user selection: guest e-mail, login or agency (spec part 1 §2). */
  userChosen: boolean;
  /** What changed since the booking was stored (a date gone, a price changed…), told once on step 1; never stored. */
  notices: BookingNotice[];
}

export type BookingNotice =
  'storedFieldsDropped' | 'dateGone' | 'roomGone' | 'serviceGone' | 'paxOutOfRange' | 'pricesUpdated';

/** A new booking for a travel code, with the Booking entity's defaults (spec part 1 §3, §4). */
export function createEmptyBooking(travelCode = ''): BookingState {
  return {
    ...bookingSchema.parse({ travelCode }),
    status: 'idle',
    error: null,
    paxInput: null,
    userChosen: false,
    notices: [],
  };
}

const newTraveller = () => travellerSchema.parse({});
const asBooked = (entry: ServiceEntry, travellerIndex: number | null = null): BookedService => ({
  ...entry,
  travellerIndex,
  details: null,
});

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

function applyLoggedInUser(state: BookingState, user: User): void {
  if (user.id === null) return;
  state.userChosen = true;
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

/** Changing the flight option, the party or the schedule resets the chosen flight (spec part 1 §4). */
function resetFlightChoice(state: BookingState): void {
  clearFare(state);
  // A flight request goes with the airport it was made from.
  if (state.flightData.request) state.flightData.alternativeAirport = null;
  state.flightData.request = false;
}

/**
 * The flight search dates follow the schedule (spec part 2 §4): with flight booking they start as
 * the stay's first and last day moved by the extension nights; otherwise they are entered anew.
 */
function resetSearchDates(state: BookingState): void {
  const schedule = state.schedule;
  if (schedule?.flightBookingEnabled) {
    const nights = extensionNights(state.accommodations);
    const dates = defaultSearchDates({
      start: schedule.start,
      end: schedule.end,
      nightsBefore: nights.before,
      nightsAfter: nights.after,
    });
    state.flightData.outboundDate = dates.outboundDate;
    state.flightData.inboundDate = dates.inboundDate;
  } else {
    state.flightData.outboundDate = null;
    state.flightData.inboundDate = null;
  }
}

/** A chosen hitchhiker fare goes (a flight request stays). */
function clearFare(state: BookingState): void {
  state.flightData.fare = null;
  state.flightData.fareValidUntil = null;
  state.flightData.totalPrice = null;
  state.flightData.offerExpired = false;
}

/** Extensions move the flight window: a hitchhiker fare goes and the search dates follow (spec part 2 §4). */
function extensionsChanged(state: BookingState): void {
  clearFare(state);
  refitTransfers(state);
  if (state.schedule?.flightBookingEnabled) resetSearchDates(state);
}

/**
 * Without a flight, what belongs to one goes: rail and fly (a train to the flight), the flight
 * upgrade and the seat reservation (spec part 1 §2 'rail and fly box when applicable').
 */
function dropFlightExtras(state: BookingState): void {
  if (!state.noFlight) return;
  state.railFly = [];
  state.flightData.upgrade = null;
  state.flightData.reservation = null;
}

/** Transfers that no longer fit the journey go (spec part 1 §4). */
function refitTransfers(state: BookingState): void {
  state.transfers = fittingTransfers(state.transfers, state);
}

/** Different room types across rooms clear the extensions; changing extensions clears the fare (spec part 1 §4). */
function clearExtensionsIfMixed(state: BookingState): void {
  if (hasMixedRoomTypes(state.rooms) && state.accommodations.length > 0) {
    state.accommodations = [];
    extensionsChanged(state);
  }
}

function addRoom(state: BookingState, schedule: Schedule): void {
  const persons = personsPerRoom(schedule.allocation);
  const remaining = countRemainingPersons(state.pax, state.rooms);
  const travellers = Math.max(1, Math.min(persons, remaining || persons));
  state.rooms.push({ schedule, travellers: Array.from({ length: travellers }, newTraveller) });
}

/**
 * With a single room option, the rooms the party fills when it divides evenly (spec part 1 §4):
 * every room full, travellers already in a room kept.
 */
function fillSingleRoomOption(state: BookingState, roomOptions: readonly Schedule[]): void {
  const count = autoRoomCount(roomOptions, state.pax);
  const only = roomOptions[0];
  if (count === 0 || !only) return;
  const persons = personsPerRoom(only.allocation);
  const kept = state.rooms.filter((room) => room.schedule.roomType === only.roomType).slice(0, count);
  state.rooms = Array.from({ length: count }, (_, i) => {
    const room = kept[i] ?? { schedule: only, travellers: [] };
    const travellers = [...room.travellers];
    while (travellers.length < persons) travellers.push(newTraveller());
    return { schedule: room.schedule, travellers };
  });
}

type ServiceList = 'upgrades' | 'equipments' | 'transfers';

/** Writes the values that differ into `target` (a draft); says whether anything changed. */
/** The fields consentChanged may set: the boxes of step 3 and the documents choice. */
const CONSENT_FIELDS = {
  gtc: true,
  consent: true,
  newsletter: true,
  rula: true,
  insurancePreContractEmail: true,
  agentPreContract: true,
  agentConsent: true,
  customerDataConsent: true,
  twoG: true,
} as const;

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

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: createEmptyBooking(),
  reducers: {
    /** A stored booking (from ?bookingId) replaces the current one. */
    bookingLoaded: (_state, action: PayloadAction<Booking>) => ({
      ...action.payload,
      token: null,
      status: 'idle',
      error: null,
      paxInput: null,
      notices: [],
      userChosen: action.payload.user.email.trim() !== '' || action.payload.travelAgency !== null,
    }),
    /** The stored booking re-read against the fresh catalogue: today's prices, what is gone dropped. */
    bookingReconciled: (state, action: PayloadAction<{ fields: Partial<Booking>; notices: BookingNotice[] }>) => {
      Object.assign(state, action.payload.fields);
      state.notices = [...new Set([...state.notices, ...action.payload.notices])];
      const wanted = additionalTravellerCount(state.pax);
      state.additionalUsers = state.additionalUsers.slice(0, wanted);
      while (state.additionalUsers.length < wanted) state.additionalUsers.push(newTraveller());
    },
    noticesCleared: (state) => {
      state.notices = [];
    },

    /**
     * A schedule is chosen: a new date clears the rooms; its flight control applies (opt-in and
     * no-flight set noFlight); the fare, the error and the flight search dates reset (spec part 1 §4).
     * The date's included flights and compulsory upgrades are not stored: selectors derive them.
     */
    scheduleSelected: (state, action: PayloadAction<{ schedule: Schedule; roomOptions?: readonly Schedule[] }>) => {
      const { schedule, roomOptions = [] } = action.payload;
      if (state.selectedDate !== schedule.start) {
        state.rooms = [];
        state.accommodations = [];
        // The party keeps its size: a single room option it fills is booked again (spec part 1 §4).
        if (state.paxInput === null) fillSingleRoomOption(state, roomOptions);
      }
      state.schedule = schedule;
      state.selectedDate = schedule.start;
      state.flightControl = schedule.flightControl;
      state.noFlight = noFlightForMode(schedule.flightControl);
      state.flightPosition = null;
      resetFlightChoice(state);
      resetSearchDates(state);
      state.error = null;
      refitTransfers(state);
      dropFlightExtras(state);
    },

    /**
     * The party size changes: additional travellers follow (pax − 1), rooms above it lose a room or a
     * traveller, a single room option fills up whenever the party divides evenly and the flight
     * choice resets (spec part 1 §4); the compulsory upgrades follow by selector.
     */
    paxChanged: (state, action: PayloadAction<{ pax: number | null; roomOptions: readonly Schedule[] }>) => {
      const { pax, roomOptions } = action.payload;
      state.paxInput = null;
      if (pax === state.pax) return;
      state.pax = pax;
      const wanted = additionalTravellerCount(pax);
      state.additionalUsers = state.additionalUsers.slice(0, wanted);
      while (state.additionalUsers.length < wanted) state.additionalUsers.push(newTraveller());
      if (pax !== null) {
        const occupancy = fitRoomsToPax(
          state.rooms.map((r) => r.travellers.length),
          pax,
        );
        state.rooms = state.rooms
          .slice(0, occupancy.length)
          .map((room, i) => ({ ...room, travellers: room.travellers.slice(0, occupancy[i]) }));
      }
      fillSingleRoomOption(state, roomOptions);
      resetFlightChoice(state);
    },

    /** The party size field holds text that is not a valid size: kept as typed, it blocks step 1 (spec part 1 §5). */
    paxTyped: (state, action: PayloadAction<string>) => {
      state.paxInput = action.payload.slice(0, 6);
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
      // Different room types across the rooms clear the extensions, whenever they are chosen (spec part 1 §4).
      state.accommodations = hasMixedRoomTypes(state.rooms)
        ? []
        : chooseExtension(state.accommodations, action.payload);
      extensionsChanged(state);
    },

    /** A service button toggles its entry; in single mode it replaces (spec part 1 §4). */
    serviceToggled: (
      state,
      action: PayloadAction<{
        list: ServiceList;
        entry: ServiceEntry;
        travellerIndex?: number | null;
        single?: boolean;
      }>,
    ) => {
      const { list, entry, travellerIndex = null, single = false } = action.payload;
      state[list] = toggleService(state[list], asBooked(entry, travellerIndex), { single });
    },
    railFlyToggled: (state, action: PayloadAction<{ entry: RailFly; single?: boolean }>) => {
      if (state.noFlight) return;
      state.railFly = toggleService(state.railFly, action.payload.entry, { single: action.payload.single ?? true });
    },
    equipmentDetailsChanged: (
      state,
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
    dogsChanged: (state, action: PayloadAction<Dog[]>) => {
      state.dogs = action.payload.slice(0, 3).map((dog, i) => ({ ...dog, id: `DOG_${i + 1}` }));
    },

    /** In opt-in mode the arrival section toggles noFlight (spec part 1 §4). */
    optInToggled: (state) => {
      if (!isOptInMode(state.flightControl)) return;
      state.noFlight = !state.noFlight;
      resetFlightChoice(state);
      refitTransfers(state);
      dropFlightExtras(state);
    },
    /** Opting out of (true) or back into (false) the trip's flight: own travel (spec part 2 §4). */
    ownArrivalChosen: (state, action: PayloadAction<boolean>) => {
      if (!canOptOutOfFlight(state.flightControl)) return;
      state.noFlight = action.payload;
      resetFlightChoice(state);
      refitTransfers(state);
      dropFlightExtras(state);
    },
    /** A flight position choice clears the alternative airport (spec part 1 §4). */
    flightPositionChosen: (state, action: PayloadAction<number | null>) => {
      state.flightPosition = action.payload;
      state.flightData.alternativeAirport = null;
    },
    /**
     * Another departure airport: a flight request goes with the airport it was made from; a chosen
     * fare stays until another is chosen or it is removed (the same airport again changes nothing).
     */
    departureAirportChosen: (state, action: PayloadAction<string | null>) => {
      if (state.flightData.departureAirport === action.payload) return;
      state.flightData.departureAirport = action.payload;
      if (state.flightData.request) resetFlightChoice(state);
    },
    ownFlightDatesChanged: (
      state,
      action: PayloadAction<{ outboundDate: string | null; inboundDate: string | null }>,
    ) => {
      state.flightData.outboundDate = action.payload.outboundDate;
      state.flightData.inboundDate = action.payload.inboundDate;
    },
    /** The fare search's cabin classes (at least one) and direct-only choice. */
    fareSearchOptionsChanged: (
      state,
      action: PayloadAction<{ classes?: Booking['flightData']['classes']; directOnly?: boolean }>,
    ) => {
      const { classes, directOnly } = action.payload;
      // At least one class: economy when the last is unticked.
      if (classes) state.flightData.classes = classes.length > 0 ? classes : ['economy'];
      if (directOnly !== undefined) state.flightData.directOnly = directOnly;
    },
    fareChosen: (state, action: PayloadAction<{ fare: Fare; validUntil: string }>) => {
      state.flightData.fare = action.payload.fare;
      state.flightData.fareValidUntil = action.payload.validUntil;
      state.flightData.request = false;
      state.flightData.totalPrice = action.payload.fare.totalPrice;
      state.flightData.offerExpired = false;
    },
    /**
     * The chosen fare's offer ran out (spec part 2 §4 'offer expired'): the fare and its price go,
     * so the flight step asks for a flight again, and the widget offers only 'search again'.
     */
    fareOfferExpired: (state, action: PayloadAction<{ now: string }>) => {
      const { fareValidUntil } = state.flightData;
      if (!state.flightData.fare || !isFareExpired(fareValidUntil, new Date(action.payload.now))) return;
      clearFare(state);
      state.flightData.offerExpired = true;
    },
    /** The person goes on from the expired offer (to search again). */
    fareExpiryNoticed: (state) => {
      state.flightData.offerExpired = false;
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
      state.flightData.upgrade = state.noFlight ? null : action.payload;
    },

    flexChosen: (state, action: PayloadAction<boolean>) => {
      state.flexBooking = action.payload;
      state.flexAnswered = true;
    },
    /** Selecting an offer resets the pre-contract and the terms acceptance (spec part 2 §4). */
    insuranceChosen: (state, action: PayloadAction<SelectedInsurance | null>) => {
      state.insurance = action.payload ? { ...action.payload, preContractId: null, termsUrl: null } : null;
      state.insuranceAGB = false;
      state.insurancePreContractEmail = false;
      if (action.payload) {
        state.flexBooking = false;
        state.insuranceDeclined = false;
      }
    },
    /** 'Keine Versicherung': the decision step 3 asks for (spec part 2 §4 'choose an offer or none'). */
    insuranceDeclined: (state) => {
      state.insurance = null;
      state.insuranceAGB = false;
      state.insurancePreContractEmail = false;
      state.insuranceDeclined = true;
    },
    /** The terms accepted and the pre-contract loaded: its id and terms link go with the choice (spec part 2 §4). */
    insuranceTermsAccepted: (
      state,
      action: PayloadAction<{ offerId: string; preContractId: string; termsUrl: string | null }>,
    ) => {
      if (state.insurance?.offerId !== action.payload.offerId) return;
      state.insurance.preContractId = action.payload.preContractId;
      state.insurance.termsUrl = action.payload.termsUrl;
      state.insuranceAGB = true;
    },
    insuranceTermsWithdrawn: (state) => {
      state.insuranceAGB = false;
      if (state.insurance) {
        state.insurance.preContractId = null;
        state.insurance.termsUrl = null;
      }
    },
    /** The pre-contract failed: the offer and the acceptance go (spec part 2 §4, §8). */
    insuranceRefused: (state, action: PayloadAction<{ offerId: string }>) => {
      if (state.insurance?.offerId !== action.payload.offerId) return;
      state.insurance = null;
      state.insuranceAGB = false;
    },
    /** A way to pay chosen on step 3; the booking's paymentType follows it (spec part 2 §9). */
    paymentMethodChosen: (state, action: PayloadAction<PaymentMethod | null>) => {
      state.paymentMethod = action.payload;
      state.paymentType = action.payload ? paymentTypeOf(action.payload) : null;
    },
    /** The customer takes the voucher off again (spec part 2 §2 'Voucher redemption'). */
    voucherRemoved: (state) => {
      state.voucher = null;
    },
    /** A guest goes on with an e-mail from the user-selection dialog (spec part 1 §2). */
    userSelected: (state, action: PayloadAction<{ email: string }>) => {
      state.user.email = action.payload.email.trim();
      state.userChosen = true;
    },
    /** The customer's data; a real change means step 2 must be left again (the same values change nothing). */
    customerChanged: (state, action: PayloadAction<Partial<Customer>>) => {
      if (assignChanged(state.user, action.payload)) state.stepTwoComplete = false;
    },
    /** An additional traveller's data (the 2nd traveller is index 0). */
    travellerChanged: (
      state,
      action: PayloadAction<{ index: number; values: Partial<Omit<Traveller, 'equipments' | 'dogs'>> }>,
    ) => {
      const traveller = state.additionalUsers[action.payload.index];
      if (traveller && assignChanged(traveller, action.payload.values)) state.stepTwoComplete = false;
    },
    /** Step 2: a traveller is given a place in a room; whoever had it takes the traveller's former place. */
    roomPlaceChosen: (state, action: PayloadAction<{ room: number; place: number; traveller: number | null }>) => {
      const { room, place, traveller } = action.payload;
      const current = resolveRoomPlaces(
        state.roomPlaces,
        state.rooms.map((r) => r.travellers.length),
        1 + state.additionalUsers.length,
      );
      state.roomPlaces = placeTraveller(current, { room, place }, traveller);
      state.stepTwoComplete = false;
    },
    travelAgentChanged: (state, action: PayloadAction<Partial<Booking['travelAgent']>>) => {
      if (assignChanged(state.travelAgent, action.payload)) state.stepTwoComplete = false;
    },
    stepTwoCompleted: (state, action: PayloadAction<boolean>) => {
      state.stepTwoComplete = action.payload;
    },
    /** Step 3's boxes (the insurance terms are accepted through their pre-contract, not here) and the documents choice. */
    consentChanged: (
      state,
      action: PayloadAction<Partial<Record<Exclude<ConsentKey, 'insuranceAGB'> | 'rula', boolean>>>,
    ) => {
      for (const [key, value] of Object.entries(action.payload)) {
        if (key in CONSENT_FIELDS && typeof value === 'boolean') state[key as keyof typeof CONSENT_FIELDS] = value;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLogin.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      .addCase(userFetch.fulfilled, (state, action) => applyLoggedInUser(state, action.payload))
      // Voucher: success stores it in the booking, an error clears it (spec part 2 §4).
      .addMatcher(voucherCheckPhases.fulfilled, (state, action) => {
        state.voucher = action.payload;
      })
      .addMatcher(voucherCheckPhases.rejected, (state) => {
        state.voucher = null;
      })
      .addMatcher(bookingSubmitPhases.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addMatcher(bookingSubmitPhases.fulfilled, (state) => {
        state.status = 'succeeded';
        state.stepThreeComplete = true;
      })
      .addMatcher(bookingSubmitPhases.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? {
          kind: 'unknown',
          message: action.error.message ?? '',
          status: null,
          call: null,
        };
      });
  },
});

export const {
  bookingLoaded,
  bookingReconciled,
  noticesCleared,
  scheduleSelected,
  paxChanged,
  paxTyped,
  roomAdded,
  roomRemoved,
  extensionChosen,
  serviceToggled,
  railFlyToggled,
  equipmentDetailsChanged,
  dogsChanged,
  optInToggled,
  ownArrivalChosen,
  flightPositionChosen,
  departureAirportChosen,
  ownFlightDatesChanged,
  fareSearchOptionsChanged,
  fareChosen,
  fareOfferExpired,
  fareExpiryNoticed,
  fareCleared,
  flightRequestChosen,
  flightUpgradeChosen,
  flexChosen,
  insuranceChosen,
  insuranceTermsAccepted,
  insuranceTermsWithdrawn,
  insuranceRefused,
  paymentMethodChosen,
  voucherRemoved,
  insuranceDeclined,
  userSelected,
  customerChanged,
  travellerChanged,
  roomPlaceChosen,
  travelAgentChanged,
  stepTwoCompleted,
  consentChanged,
} = bookingSlice.actions;
