// The booking draft: what the person chose, field by field, and the rules one choice applies to
// another concern's part. Every booking concern builds on it; it imports none of them.

export {
  selectAccommodations,
  selectAdditionalUsers,
  selectBookedServices,
  selectBookingNotices,
  selectCurrentChoices,
  selectCustomer,
  selectCustomerEmail,
  selectDogs,
  selectEquipments,
  selectFlexBooking,
  selectFlightControl,
  selectFlightData,
  selectFlightPosition,
  selectFlightUpgrade,
  selectInsurance,
  selectInsuranceAgb,
  selectInsuranceDeclined,
  selectInsuranceOptOutHidden,
  selectNoFlight,
  selectPax,
  selectRailFly,
  selectRooms,
  selectSchedule,
  selectTravelAgency,
  selectTravelAgent,
  selectLoggedInAs,
  selectUpgrades,
  selectVoucher,
} from './booking-fields';
export {
  bookingLoaded,
  type BookingCore,
  type BookingNotice,
  type CoreChoices,
  coreOf,
  createBookingCore,
  isOfferNotice,
  type SubmitError,
} from './booking-state';
export { newTraveller, noSpecialNeeds } from './empty-booking';
