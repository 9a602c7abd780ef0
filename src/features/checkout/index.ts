// The checkout: voucher, flex tariff, way to pay, consents.

export { checkoutPart, consentChanged, flexChosen, paymentMethodChosen } from './checkout-reducers';
export {
  CHECKOUT_FIELDS,
  checkoutOf,
  newCheckout,
  restoreCheckout,
  type CheckoutField,
  type CheckoutPart,
} from './checkout-part';
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
