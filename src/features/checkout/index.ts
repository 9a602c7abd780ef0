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
export { vouchers, type VouchersState } from './vouchers-slice';
export { selectVoucherOutdated } from './voucher-selectors';
export { VoucherForm } from './components/VoucherForm';
