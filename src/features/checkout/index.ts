// The checkout: voucher, flex tariff, way to pay, consents.

export { checkoutBooking, consentChanged, flexChosen, paymentMethodChosen } from './checkout-reducers';
export {
  selectBookingKind,
  selectConsentSet,
  selectConsentValues,
  selectFlexOffer,
  selectInsuranceChoiceMissing,
  selectIsPaidByCustomer,
  selectMissingConsents,
  selectPaymentMethod,
  selectPaymentMethods,
  selectPaymentMissing,
  selectPaymentType,
  selectRula,
  selectTermsLinks,
} from './checkout-selectors';
export { vouchers } from './vouchers-slice';
export { VoucherForm } from './components/VoucherForm';
