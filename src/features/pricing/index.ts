// The prices of the whole booking: totals, price lines, on request, the price overview.

export { mobileTotalBarPart, priceOverviewPart } from './parts';
export { selectPriceLines } from './price-line-selectors';
export {
  selectFlexPrice,
  selectInsuranceShown,
  selectIsBookingRequest,
  selectIsMarkedOnRequest,
  selectIsOnRequest,
  selectRequestReasons,
  selectTotals,
} from './price-selectors';
export { usePriceLineLabel } from './components/use-price-line-label';
