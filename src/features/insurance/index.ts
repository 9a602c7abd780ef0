// The insurance: offers, terms, the chosen tariff.

export { insuranceBooking, insuranceChosen, insuranceDeclined, insuranceTermsWithdrawn } from './insurance-reducers';
export { insurance } from './insurance-slice';
export { acceptInsuranceTerms } from './insurance-thunks';
export { insuranceBoxPart } from './parts';
export { selectInsuranceOffers, selectInsuranceQuery } from './selectors';
