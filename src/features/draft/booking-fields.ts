import { createSelector } from '@reduxjs/toolkit';
import type { BookedService } from '@/api/schemas';
import { SERVICE_KINDS } from '@/api/service-kinds';
import type { RootState } from '@/app/store';

// Field selectors of the booking: a selector fed by these recomputes only when a field it reads
// changes, so a keystroke in a traveller form (another field) leaves prices and step rules alone.

const field =
  <K extends keyof RootState['booking']>(key: K) =>
  (state: RootState): RootState['booking'][K] =>
    state.booking[key];

export const selectPax = field('pax');
export const selectSchedule = field('schedule');
export const selectFlightControl = field('flightControl');
export const selectNoFlight = field('noFlight');
export const selectFlightData = field('flightData');
export const selectFlightPosition = field('flightPosition');
export const selectRooms = field('rooms');
export const selectUpgrades = field('upgrades');
export const selectEquipments = field('equipments');
export const selectRailFly = field('railFly');
export const selectAccommodations = field('accommodations');
export const selectFlexBooking = field('flexBooking');
export const selectInsurance = field('insurance');
export const selectVoucher = field('voucher');
export const selectTravelAgency = field('travelAgency');
export const selectCustomer = field('user');
export const selectAdditionalUsers = field('additionalUsers');
export const selectTravelAgent = field('travelAgent');
export const selectLoggedInAs = field('loggedInAs');
export const selectInsuranceAgb = field('insuranceAGB');
export const selectDogs = field('dogs');
export const selectInsuranceDeclined = field('insuranceDeclined');
/** The operator hides 'Keine Versicherung' (the page configuration's `insuranceOptOutHidden`, spec part 2 §4). */
export const selectInsuranceOptOutHidden = (state: RootState) => state.settings.insuranceOptOutHidden === true;
export const selectBookingNotices = field('notices');
/** Every service the person chose, kind by kind in booking order (upgrades, equipment, transfers …). */
export const selectBookedServices = createSelector(
  SERVICE_KINDS.map((kind) => field(kind.field)),
  (...lists: BookedService[][]) => lists.flat(),
);
export const selectCustomerEmail = (state: RootState) => state.booking.user.email;
export const selectFlightUpgrade = (state: RootState) => state.booking.flightData.upgrade;
