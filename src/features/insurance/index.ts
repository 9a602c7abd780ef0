// The insurance: offers, terms, the chosen tariff.

export {
  insuranceBooking,
  insuranceChosen,
  insuranceDeclined,
  insuranceGone,
  insuranceTermsWithdrawn,
} from './insurance-reducers';
export { insurance, type InsuranceOffersState } from './insurance-slice';
export { acceptInsuranceTerms, askInsuranceOffers } from './insurance-thunks';
export { insuranceBoxPart } from './parts';
export {
  selectInsuranceOffers,
  selectInsuranceOffersFailed,
  selectInsuranceOffersOutdated,
  selectInsuranceQuery,
} from './selectors';
