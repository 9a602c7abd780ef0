// The travellers: user, login and registration, customer, travellers, agency, countries.

export { countries } from './countries-slice';
export { selectCountryOptions } from './country-selectors';
export { registrationPart, userSelectionPart } from './parts';
export { LoginEndedGate } from './components/LoginEndedGate';
export {
  selectCustomerRules,
  selectInsuranceAgreementMissing,
  selectIsGuest,
  selectPapersRule,
  selectRoomPlaces,
  selectStepTwoProblems,
  selectStepTwoValid,
  selectTravellerEquipment,
  selectUnassignedTravellers,
} from './step-two-selectors';
export { stepTwoValuesOf } from './step-two-values';
export { selectTravellerNames } from './traveller-names';
export {
  customerChanged,
  stepTwoCompleted,
  travelAgentChanged,
  travellerChanged,
  travellersPart,
  userSelected,
} from './travellers-reducers';
export { chooseRoomPlace } from './room-places';
export { fitToParty, newTravellers, travellersOf, TRAVELLERS_FIELDS, type TravellersPart } from './travellers-part';
export { selectLoggedIn, selectLoginEnded, selectUserPending } from './user-selectors';
export { loginEnded, userFetch, userSlice, type UserState } from './user-slice';
export { ROOM_ASSIGNMENT_ID, RoomAssignment } from './components/step-two/RoomAssignment';
export { type StepTwoChange, StepTwoForm } from './components/step-two/StepTwoForm';
