// What the person chose, read field by field by every concern (each part's own fields, whoever
// writes them); the event of a stored booking loaded, which every part answers; a traveller with
// nothing filled in. Every booking concern builds on it; it imports none of them.

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
  selectPaxInput,
  selectRailFly,
  selectRooms,
  selectSchedule,
  selectSeenDates,
  selectSelectedDate,
  selectServicesByField,
  selectTravelAgency,
  selectTravelAgent,
  selectLoggedInAs,
  selectUpgrades,
  selectVoucher,
} from './booking-fields';
export { bookingLoaded } from './booking-loaded';
export { newTraveller } from './new-traveller';
