import type { RootState } from '../../app/store';

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
export const selectRooms = field('rooms');
export const selectUpgrades = field('upgrades');
export const selectEquipments = field('equipments');
export const selectTransfers = field('transfers');
export const selectRailFly = field('railFly');
export const selectAccommodations = field('accommodations');
export const selectFlexBooking = field('flexBooking');
export const selectInsurance = field('insurance');
export const selectVoucher = field('voucher');
export const selectTravelAgency = field('travelAgency');
export const selectCustomer = field('user');
export const selectAdditionalUsers = field('additionalUsers');
export const selectTravelAgent = field('travelAgent');
export const selectInsuranceAgb = field('insuranceAGB');
export const selectDogs = field('dogs');
export const selectInsuranceDeclined = field('insuranceDeclined');
export const selectRula = field('rula');
export const selectBookingNotices = field('notices');
/** The submit's error, shown at the payment area. */
export const selectSubmitError = field('error');
/** The submit is on its way: a second click does nothing. */
export const selectSubmitSending = (state: RootState) => state.booking.status === 'pending';
export const selectCustomerEmail = (state: RootState) => state.booking.user.email;
/** A flight request instead of a fare (spec part 2 §4). */
export const selectFlightRequested = (state: RootState) => state.booking.flightData.request;
export const selectFlightUpgrade = (state: RootState) => state.booking.flightData.upgrade;
/** Until when the chosen fare's price holds (spec part 2 §3). */
export const selectFareValidUntil = (state: RootState) => state.booking.flightData.fareValidUntil;
/** The chosen fare's offer ran out and was taken back: the notice saying so. */
export const selectFareOfferExpiredNotice = (state: RootState) => state.booking.flightData.offerExpired;
