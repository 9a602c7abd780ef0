import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { flexPrice } from '../../domain/flex';
import { flightOptOutReduction, flightPriceShown } from '../../domain/flight-price';
import { isBookingRequest, isOnRequest } from '../../domain/on-request';
import { computeTotals, priceExtensions, priceRooms, priceServices } from '../../domain/pricing';
import { selectTravel } from '../travel/selectors';
import { selectBooking } from './selectors';

// Prices and the on-request state: read by the price overview (after the first paint), steps 2-3
// and the submit, so they load with those.

const selectFlightData = (state: RootState) => state.booking.flightData;
const selectSchedule = (state: RootState) => state.booking.schedule;
const selectPax = (state: RootState) => state.booking.pax;

/** The flight price beyond the included one, for the chosen fare (spec part 2 §9). */
export const selectFlightPriceShown = createSelector([selectFlightData, selectSchedule, selectPax], (flightData, schedule, pax) =>
  flightData.fare ? flightPriceShown({ fareTotal: flightData.fare.totalPrice, flightPriceCents: schedule?.flightPrice ?? 0, pax: pax ?? 1 }) : 0);

export const selectOptOutReduction = createSelector([selectBooking], (booking) => flightOptOutReduction({
  flightControl: booking.flightControl,
  noFlight: booking.noFlight,
  flightPriceCents: booking.schedule?.flightPrice ?? 0,
  transferReductionStart: booking.schedule?.transferReductionStart ?? 0,
  transferReductionEnd: booking.schedule?.transferReductionEnd ?? 0,
  pax: booking.pax ?? 0,
}));

/** The price parts of the booking; flight upgrades and seat reservations are on request. */
export const selectPriceParts = createSelector([selectBooking, selectFlightPriceShown], (booking, flightShown) => {
  const pax = booking.pax ?? 0;
  return {
    rooms: priceRooms(booking.rooms),
    services: priceServices([...booking.upgrades, ...booking.compulsoriesUpgrade, ...booking.equipments, ...booking.transfers, ...booking.railFly], pax),
    extensions: priceExtensions(booking.accommodations, pax),
    flight: { amount: flightShown, hasOnRequest: booking.flightData.upgrade !== null || booking.flightData.reservation !== null || booking.flightData.request },
  };
});

/** The flex price is 5 % of the trip price before flex (decision). */
export const selectFlexPrice = createSelector([selectPriceParts, selectOptOutReduction], (parts, reduction) =>
  flexPrice(Math.max(0, parts.rooms.amount + parts.services.amount + parts.extensions.amount + parts.flight.amount + reduction)));

/** Every total of the booking (spec part 1 §3 totals). */
export const selectTotals = createSelector([selectBooking, selectPriceParts, selectOptOutReduction, selectFlexPrice], (booking, parts, reduction, flex) => computeTotals({
  pax: booking.pax ?? 0,
  ...parts,
  optOutReduction: reduction,
  flexPrice: booking.flexBooking ? flex : 0,
  insurancePrice: booking.insurance?.price ?? null,
  voucher: booking.voucher,
}));

/** Services whose price is on request, for the on-request rule. */
const selectChosenServices = createSelector([selectBooking], (b) => [...b.upgrades, ...b.compulsoriesUpgrade, ...b.equipments, ...b.transfers, ...b.accommodations]);

export const selectIsOnRequest = createSelector([selectBooking, selectTravel, selectChosenServices], (booking, travel, services) => isOnRequest({
  isBroker: travel?.isBroker ?? false,
  services,
  flightControl: booking.flightControl,
  flightBookingEnabled: booking.schedule?.flightBookingEnabled ?? false,
  noFlight: booking.noFlight,
  alternativeAirport: booking.flightData.alternativeAirport,
  flightUpgrade: booking.flightData.upgrade,
  seatReservation: booking.flightData.reservation,
  flightsChosen: booking.flightData.fare ? 1 : booking.flights.length,
}));

export const selectIsBookingRequest = createSelector([selectBooking, selectChosenServices], (booking, services) =>
  isBookingRequest({ services: [...services, ...booking.railFly], rooms: booking.rooms }));

/** The total carries an asterisk and its note when the booking is on request or on availability (spec part 2 §4). */
export const selectIsMarkedOnRequest = createSelector([selectIsOnRequest, selectIsBookingRequest, selectTotals], (onRequest, bookingRequest, totals) =>
  onRequest || bookingRequest || totals.hasOnRequest);

