// The prices of the whole booking: totals, price lines, on request, the price overview.

export { priceOverviewPart } from './parts';
export { WAY_ON_ID, WayOnBar } from './components/WayOnBar';
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
export { selectMissingForPrice, selectPaymentPlan, selectSubmitKind } from './plan-selectors';
export { selectTripPriceKnown } from './price-known';
export { PriceLineLabel } from './components/PriceLineLabel';
export { PaymentPlan } from './components/PaymentPlan';
export { MissingForPrice } from './components/MissingForPrice';
