// The user feature's public face: pages, the app shell and other features import only this.
export { userFetch, userLogin, userSlice, type UserState } from './user-slice';
export { registrationPart, userSelectionPart } from './parts';
export { StepTwoForm, type StepTwoChange } from './components/step-two/StepTwoForm';
export { stepTwoValuesOf } from './step-two-values';
export { RoomAssignment, ROOM_ASSIGNMENT_ID } from './components/step-two/RoomAssignment';
export { selectLoggedIn } from './user-selectors';
