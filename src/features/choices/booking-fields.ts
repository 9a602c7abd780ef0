import { createSelector } from '@reduxjs/toolkit';
import type { BookedService } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceKind } from '@/api/service-kinds';
import type { RootState } from '@/app/store';
import { namedEntries, namedExtensions, namedRooms, namedSchedule, namedServices } from '@/domain/current-choices';

// Field selectors of the booking: a selector fed by these recomputes only when a field it reads
// changes, so a keystroke in a traveller form (another field) leaves prices and step rules alone.

const field =
  <K extends keyof RootState['booking']>(key: K) =>
  (state: RootState): RootState['booking'][K] =>
    state.booking[key];

// The catalogue's entries the person chose (a date, room types, services, extensions) are read as
// the current replies list them (domain/current-choices): a reply that comes again with a new price
// changes every total shown and sent at once.

const selectScheduleList = (state: RootState) => state.schedules.data;
/** The party's part of the booking (features/party): the date, the rooms, the party size. */
const selectParty = field('party');
/** The dates the booking last saw: the chosen day's room types (the chosen date and each room's among them). */
export const selectSeenDates = (state: RootState) => state.booking.lastSeen.schedules;
const selectScheduleId = (state: RootState) => selectParty(state).scheduleId;
const selectChosenRooms = (state: RootState) => selectParty(state).rooms;
/** The chosen date (the party names it by id and day), as the dates' current reply has it, else as last seen. */
export const selectSchedule = createSelector(
  [selectScheduleId, (state: RootState) => selectParty(state).selectedDate, selectScheduleList, selectSeenDates],
  (scheduleId, selectedDate, list, seen) => namedSchedule({ scheduleId, selectedDate }, list, seen),
);
/** The day chosen (the chosen date's start; a date of another year's reply is named by it). */
export const selectSelectedDate = (state: RootState) => selectParty(state).selectedDate;
/** The chosen rooms, each with its room type on the chosen day as the dates' current reply has it, else as last seen. */
export const selectRooms = createSelector(
  [selectChosenRooms, (state: RootState) => selectParty(state).selectedDate, selectScheduleList, selectSeenDates],
  (rooms, selectedDate, list, seen) => namedRooms({ rooms, selectedDate }, list, seen),
);
/** The extras' part of the booking (features/extras): the services, the extensions, rail and fly, the dogs. */
const selectExtrasPart = field('extras');
const extrasField =
  <K extends keyof RootState['booking']['extras']>(key: K) =>
  (state: RootState): RootState['booking']['extras'][K] =>
    selectExtrasPart(state)[key];
/** The chosen services of a kind (the extras name them by id), as its current reply lists them, else as last seen. */
const SERVICE_FIELDS = byServiceField((kind: ServiceKind) =>
  createSelector(
    [
      extrasField(kind.field),
      (state: RootState) => state[kind.family].data,
      (state: RootState) => state.booking.lastSeen[kind.field],
    ],
    (chosen, list, seen): BookedService[] => namedServices(chosen, list, seen),
  ),
);
export const selectUpgrades = SERVICE_FIELDS.upgrades;
export const selectEquipments = SERVICE_FIELDS.equipments;
/** The chosen rail and fly (the extras name it by id), as its current reply lists it, else as last seen. */
export const selectRailFly = createSelector(
  [
    extrasField('railFly'),
    (state: RootState) => state.railFly.data,
    (state: RootState) => state.booking.lastSeen.railFly,
  ],
  (ids, list, seen) => namedEntries(ids, list, seen),
);
/** The chosen extensions (the extras name them by id), as their current reply lists them, else as last seen, with the person's nights. */
export const selectAccommodations = createSelector(
  [
    extrasField('accommodations'),
    (state: RootState) => state.accommodations.data,
    (state: RootState) => state.booking.lastSeen.accommodations,
  ],
  (chosen, list, seen) => namedExtensions(chosen, list, seen),
);

export const selectPax = (state: RootState) => selectParty(state).pax;
/** The party size as typed while it is not a valid size; null when the size is valid. */
export const selectPaxInput = (state: RootState) => selectParty(state).paxInput;
/** The chosen date's flight control (spec part 1 §4), as the dates' current reply has it: the catalogue's, never stored. */
export const selectFlightControl = (state: RootState) => selectSchedule(state)?.flightControl ?? null;
/** The arrival's part of the booking (features/arrival): with or without the trip's flight, which flight, the flight data. */
const selectArrival = field('arrival');
export const selectNoFlight = (state: RootState) => selectArrival(state).noFlight;
export const selectFlightData = (state: RootState) => selectArrival(state).flightData;
export const selectFlightPosition = (state: RootState) => selectArrival(state).flightPosition;
/** The insurance's part of the booking (features/insurance): the offer chosen, its terms, or none. */
const selectInsurancePart = field('insurance');
export const selectInsurance = (state: RootState) => selectInsurancePart(state).chosen;
/** The checkout's part of the booking (features/checkout): what the prices read of it. */
const selectCheckout = field('checkout');
export const selectFlexBooking = (state: RootState) => selectCheckout(state).flexBooking;
export const selectVoucher = (state: RootState) => selectCheckout(state).voucher;
/** The travellers' part of the booking (features/travellers): the customer, the travellers, the agency. */
const selectTravellersPart = field('travellers');
export const selectTravelAgency = (state: RootState) => selectTravellersPart(state).travelAgency;
export const selectCustomer = (state: RootState) => selectTravellersPart(state).user;
export const selectAdditionalUsers = (state: RootState) => selectTravellersPart(state).additionalUsers;
export const selectTravelAgent = (state: RootState) => selectTravellersPart(state).travelAgent;
export const selectLoggedInAs = (state: RootState) => selectTravellersPart(state).loggedInAs;
export const selectInsuranceAgb = (state: RootState) => selectInsurancePart(state).termsAccepted;
export const selectDogs = extrasField('dogs');
export const selectInsuranceDeclined = (state: RootState) => selectInsurancePart(state).declined;
/** The operator hides 'Keine Versicherung' (the page configuration's `insuranceOptOutHidden`, spec part 2 §4). */
export const selectInsuranceOptOutHidden = (state: RootState) => state.settings.insuranceOptOutHidden === true;
export const selectBookingNotices = field('notices');
/** Every service the person chose, kind by kind in booking order (upgrades, equipment, transfers …). */
export const selectBookedServices = createSelector(
  SERVICE_KINDS.map((kind) => SERVICE_FIELDS[kind.field]),
  (...lists: BookedService[][]) => lists.flat(),
);
/** The chosen services, kind by kind, as their current replies list them. */
export const selectServicesByField = createSelector(
  SERVICE_KINDS.map((kind) => SERVICE_FIELDS[kind.field]),
  (...lists: BookedService[][]) => byServiceField((kind) => lists[SERVICE_KINDS.indexOf(kind)] ?? []),
);
/** The catalogue's entries the person chose, as the current replies list them: what the payload sends. */
export const selectCurrentChoices = createSelector(
  [selectSchedule, selectRooms, selectAccommodations, selectServicesByField],
  (schedule, rooms, accommodations, services) => ({ schedule, rooms, accommodations, ...services }),
);
export const selectCustomerEmail = (state: RootState) => selectCustomer(state).email;
export const selectFlightUpgrade = (state: RootState) => selectFlightData(state).upgrade;
