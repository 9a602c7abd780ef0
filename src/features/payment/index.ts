// The payment page's public face (its own entry, payment.html): the store and the page.
export { makePaymentStore, type PaymentStore } from './payment-store';
export { PaymentPage } from './components/PaymentPage';
export { addPaymentTexts } from './payment-texts';
