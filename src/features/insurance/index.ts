// The insurance feature's public face: pages and the app shell import only this.
export { insurance } from './insurance-slice';
export { acceptInsuranceTerms } from './insurance-thunks';
export { selectInsuranceOffers, selectInsuranceQuery } from './selectors';
export { insuranceBoxPart } from './parts';
