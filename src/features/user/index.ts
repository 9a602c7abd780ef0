// The user feature's public face: pages, the app shell and other features import only this.
export { userFetch, userLogin, userLogout, userRegister, userSlice, type UserState } from './user-slice';
export { userSelectionPart } from './parts';
export type { UserSelectionProps } from './components/UserSelection';
export { CustomerForm } from './components/CustomerForm';
export { CUSTOMER_LIMITS, createCustomerFormSchema, type CustomerFormValues } from './customer-form-schema';
