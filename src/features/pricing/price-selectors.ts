import { createSelector } from '@reduxjs/toolkit';
import { flexPrice } from '@/domain/flex';
import { flightOptOutReduction, flightPriceShown } from '@/domain/flight-price';
import { insurancePriceShown } from '@/domain/insurance';
import { bookingRequestReasons, onRequestReasons } from '@/domain/on-request';
import { computeTotals, priceExtensions, priceRooms, priceServices } from '@/domain/pricing';
import { selectTravel } from '@/features/travel';
import { selectArrivalSummary, selectChosenIncludedFlights, selectFlightsUnknown } from '@/features/arrival';
import {
  selectAccommodations,
  selectBookedServices,
  selectFlexBooking,
  selectFlightControl,
  selectFlightData,
  selectInsurance,
  selectNoFlight,
  selectPax,
  selectRooms,
  selectSchedule,
  selectVoucher,
} from '@/features/choices';
import { selectBookedRailFly, selectCompulsoryUpgrades } from '@/features/extras';

// Prices and the on-request state: read by the price overview (after the first paint), steps 2-3
// and the submit, so they load with those.

/** The flight price beyond the included one, for the chosen fare (spec part 2 §9). */
export const selectFlightPriceShown = createSelector(
  [selectFlightData, selectSchedule, selectPax],
  (flightData, schedule, pax) =>
    flightData.fare
      ? flightPriceShown({
          fareTotal: flightData.fare.totalPrice,
          flightPriceCents: schedule?.flightPrice ?? 0,
          pax: pax ?? 1,
        })
      : 0,
);

export const selectOptOutReduction = createSelector(
  [selectFlightControl, selectNoFlight, selectSchedule, selectPax],
  (flightControl, noFlight, schedule, pax) =>
    flightOptOutReduction({
      flightControl,
      noFlight,
      flightPriceCents: schedule?.flightPrice ?? 0,
      transferReductionStart: schedule?.transferReductionStart ?? 0,
      transferReductionEnd: schedule?.transferReductionEnd ?? 0,
      pax: pax ?? 0,
    }),
);

/** The services with a price: every kind chosen, the compulsory upgrades, rail and fly. */
const selectPricedServices = createSelector(
  [selectBookedServices, selectCompulsoryUpgrades, selectBookedRailFly],
  (services, compulsories, railFly) => [...services, ...compulsories, ...railFly],
);

/** The price parts of the booking; flight upgrades and seat reservations are on request. */
const selectPriceParts = createSelector(
  [selectRooms, selectPricedServices, selectAccommodations, selectPax, selectFlightData, selectFlightPriceShown],
  (rooms, services, accommodations, paxOrNull, flightData, flightShown) => {
    const pax = paxOrNull ?? 0;
    return {
      rooms: priceRooms(rooms),
      services: priceServices(services, pax),
      extensions: priceExtensions(accommodations, pax),
      flight: {
        amount: flightShown,
        hasOnRequest: flightData.upgrade !== null || flightData.reservation !== null || flightData.request,
      },
    };
  },
);

/** The flex price is FLEX_RATE of the trip price before flex (domain/flex). */
export const selectFlexPrice = createSelector([selectPriceParts, selectOptOutReduction], (parts, reduction) =>
  flexPrice(
    Math.max(0, parts.rooms.amount + parts.services.amount + parts.extensions.amount + parts.flight.amount + reduction),
  ),
);

/**
 * The chosen insurance as the page shows it: its premium, or -1 ('auf Anfrage') above the limit
 * (spec part 2 §9); the stored choice keeps the insurer's price as offered.
 */
export const selectInsuranceShown = createSelector([selectInsurance], (insurance) =>
  insurance ? { ...insurance, price: insurancePriceShown(insurance.price) } : null,
);

/** Every total of the booking (spec part 1 §3 totals). */
export const selectTotals = createSelector(
  [
    selectPax,
    selectPriceParts,
    selectOptOutReduction,
    selectFlexPrice,
    selectFlexBooking,
    selectInsuranceShown,
    selectVoucher,
  ],
  (pax, parts, reduction, flex, flexBooking, insurance, voucher) =>
    computeTotals({
      pax: pax ?? 0,
      ...parts,
      optOutReduction: reduction,
      flexPrice: flexBooking ? flex : 0,
      insurancePrice: insurance ? Math.max(0, insurance.price) : null,
      voucher,
    }),
);

/** The services the on-request rule reads: every kind chosen, the compulsory upgrades, the extensions. */
const selectChosenServices = createSelector(
  [selectBookedServices, selectCompulsoryUpgrades, selectAccommodations],
  (services, compulsories, accommodations) => [...services, ...compulsories, ...accommodations],
);

/** Why the booking is on request (W), one reason per cause and service; none when it is not. */
const selectOnRequestReasons = createSelector(
  [
    selectTravel,
    selectChosenServices,
    selectFlightControl,
    selectSchedule,
    selectNoFlight,
    selectFlightData,
    selectChosenIncludedFlights,
    selectFlightsUnknown,
  ],
  (travel, services, flightControl, schedule, noFlight, flightData, flights, flightsUnknown) =>
    onRequestReasons({
      isBroker: travel?.isBroker ?? false,
      services,
      flightControl,
      flightBookingEnabled: schedule?.flightBookingEnabled ?? false,
      noFlight,
      alternativeAirport: flightData.alternativeAirport,
      flightRequest: flightData.request,
      flightUpgrade: flightData.upgrade,
      seatReservation: flightData.reservation,
      flightsChosen: flightData.fare ? 1 : flightsUnknown ? null : flights.length,
    }),
);

/** A price part of the booking reads 'auf Anfrage' (the lines and the total's asterisk show it). */
const selectPricedOnRequest = createSelector(
  [selectPriceParts],
  (parts) =>
    parts.rooms.hasOnRequest ||
    parts.services.hasOnRequest ||
    parts.extensions.hasOnRequest ||
    parts.flight.hasOnRequest,
);

const selectFlightsShownOnRequest = createSelector(
  [selectArrivalSummary],
  (arrival) => (arrival.kind === 'fare' || arrival.kind === 'flights') && arrival.onRequest,
);

/** Why the booking is a booking request (OA); none when it is not. */
const selectBookingRequestReasons = createSelector(
  [
    selectChosenServices,
    selectBookedRailFly,
    selectRooms,
    selectPricedOnRequest,
    selectFlightsShownOnRequest,
    selectInsuranceShown,
    selectOnRequestReasons,
  ],
  (services, railFly, rooms, pricedOnRequest, flightsOnRequest, insurance, onRequest) =>
    bookingRequestReasons({
      services: [...services, ...railFly],
      rooms,
      pricedOnRequest,
      flightsOnRequest,
      insuranceOnRequest: insurance !== null && insurance.price < 0,
      onRequest: onRequest.length > 0,
    }),
);

export const selectIsOnRequest = createSelector([selectOnRequestReasons], (reasons) => reasons.length > 0);
export const selectIsBookingRequest = createSelector([selectBookingRequestReasons], (reasons) => reasons.length > 0);
/** Every reason the booking is not bookable at once: on request first, then booking request. */
export const selectRequestReasons = createSelector(
  [selectOnRequestReasons, selectBookingRequestReasons],
  (onRequest, bookingRequest) => [...onRequest, ...bookingRequest],
);

/** The total carries an asterisk and its note when the booking is on request or on availability (spec part 2 §4). */
export const selectIsMarkedOnRequest = createSelector(
  [selectIsOnRequest, selectIsBookingRequest, selectTotals],
  (onRequest, bookingRequest, totals) => onRequest || bookingRequest || totals.hasOnRequest,
);
