import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { priceLines } from '@/domain/price-lines';
import {
  selectAccommodations,
  selectBookedServices,
  selectFlexBooking,
  selectFlightData,
  selectPax,
  selectRooms,
  selectVoucher,
} from '@/features/draft';
import { selectBookedRailFly, selectCompulsoryUpgrades } from '@/features/extras';
import {
  selectFlexPrice,
  selectFlightPriceShown,
  selectInsuranceShown,
  selectOptOutReduction,
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
export const selectPriceLines = createSelector(
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

/** The price overview has something to list (the mobile total bar opens it only then). */
export const selectHasPriceLines = (state: RootState) => selectPriceLines(state).length > 0;
