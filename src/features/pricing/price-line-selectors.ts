import { createSelector } from '@reduxjs/toolkit';
import { markOnRequest, priceLines } from '@/domain/price-lines';
import {
  selectAccommodations,
  selectBookedServices,
  selectFlexBooking,
  selectFlightData,
  selectPax,
  selectRooms,
  selectVoucher,
} from '@/features/choices';
import { selectBookedRailFly, selectCompulsoryUpgrades } from '@/features/extras';
import {
  selectFlexPrice,
  selectFlightPriceShown,
  selectInsuranceShown,
  selectOptOutReduction,
  selectRequestReasons,
  selectTotals,
} from './price-selectors';

export type { PriceLine } from '@/domain/price-lines';

// The price lines load with the price overview (after the first paint) and step 3.

/** The chosen services in booking order: every kind, then rail and fly (counted once per booking). */
const selectServicesInOrder = createSelector([selectBookedServices, selectBookedRailFly], (services, railFly) => [
  ...services,
  ...railFly.map((r) => ({ ...r, travellerIndex: null })),
]);

/** Every line of the price overview; the lines add up to selectTotals (the same rules price both). */
const selectUnmarkedPriceLines = createSelector(
  [
    selectPax,
    selectRooms,
    selectCompulsoryUpgrades,
    selectServicesInOrder,
    selectAccommodations,
    selectFlightData,
    selectFlightPriceShown,
    selectOptOutReduction,
    selectFlexBooking,
    selectFlexPrice,
    selectInsuranceShown,
    selectVoucher,
    selectTotals,
  ],
  (
    pax,
    rooms,
    compulsories,
    services,
    extensions,
    flightData,
    flight,
    optOutReduction,
    flexBooking,
    flex,
    insurance,
    voucher,
    totals,
  ) =>
    priceLines({
      pax: pax ?? 0,
      rooms,
      compulsories,
      services,
      extensions,
      flight: flightData.fare ? flight : null,
      optOutReduction,
      flex: flexBooking ? flex : null,
      insurance,
      voucher: voucher ? { code: voucher.code, value: totals.voucherValue } : null,
    }),
);

/** The lines, each marked on request where a reason names it or its price is on request. */
export const selectPriceLines = createSelector([selectUnmarkedPriceLines, selectRequestReasons], markOnRequest);
