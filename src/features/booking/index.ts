// The booking feature's public face: pages, the app shell and other features import only this.
// (Modules whose exports nobody uses are left out of the build, so a page loads only what it reads.)
export * from './booking-slice';
export { changePax, chooseSchedule, enterPax } from './booking-thunks';
export { bookingSubmit } from './booking-submit';
export { voucherCheckPhases } from './late-phases';
export { selectOpenRefusals } from './booking-submit-check';
export * from './booking-fields';
export * from './catalogue-selectors';
export * from './selectors';
export * from './party-selectors';
export * from './flight-selectors';
export * from './arrival-selectors';
export * from './vvi-selectors';
export * from './step-selectors';
export * from './step-two-selectors';
export * from './extras-selectors';
export * from './price-selectors';
export { selectPriceLines } from './price-line-selectors';
export * from './checkout-selectors';
export {
  bookingNoticesPart,
  loadReconcile,
  mobileTotalBarPart,
  priceOverviewPart,
  vviDownloadPart,
  vviFormPart,
} from './parts';
export { PaxInput } from './components/PaxInput';
export { SubmitErrorNotice } from './components/SubmitErrorNotice';
export { usePriceLineLabel } from './components/use-price-line-label';
