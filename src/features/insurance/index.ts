// The insurance: offers, terms, the chosen tariff.

export { insuranceOf, newInsurance, restoreInsurance, type InsurancePart } from './insurance-part';
export {
  insurancePart,
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
