// The payment family's public face (the payment page, its own entry): store, hooks, actions,
// selectors and the components the page composes.
export { makePaymentStore } from './payment-store';
export { usePaymentDispatch, usePaymentSelector } from './payment-hooks';
export { deadlineReached } from './payment-slice';
export { selectPaymentView } from './payment-selectors';
export { loadPaymentStatus, payBalance } from './payment-thunks';
export { addPaymentTexts } from './payment-texts';
export { CardForm } from './components/CardForm';
export { Countdown } from './components/Countdown';
