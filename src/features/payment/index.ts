// The payment family's public face (the payment page, its own entry): store, hooks, actions,
// selectors, the card payment provider and the components the page composes.

export { usePaymentDispatch, usePaymentSelector } from './payment-hooks';
export { selectPaymentView } from './payment-selectors';
export { deadlineReached } from './payment-slice';
export { makePaymentStore } from './payment-store';
export { addPaymentTexts } from './payment-texts';
export { askPaymentAgain, loadPaymentStatus, payByCard, payByTransfer, type CardPayResult } from './payment-thunks';
export { createCardProvider } from './card-provider';
export { readIssuerTrip } from './issuer-return';
export { CardForm } from './components/CardForm';
export { Countdown } from './components/Countdown';
