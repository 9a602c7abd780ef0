// The user feature's public face: pages, the app shell and other features import only this.
export { userFetch, userLogin, userSlice, type UserState } from './user-slice';
export { userSelectionPart } from './parts';
export { CustomerForm } from './components/CustomerForm';
export type { CustomerFormValues } from './customer-form-schema';
