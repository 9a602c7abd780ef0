import { createSelector } from '@reduxjs/toolkit';
import type { Fare, FareSearchRequest } from '@/api/schemas';
import type { RootState } from '@/app/store';
import { isFareExpired } from '@/domain/fare-validity';
import { filterByStops, type FareWindow, type StopFilter } from '@/domain/fares';
import { cheapestFare, quickestFare, sortFares, type FareSort } from '@/domain/fare-sort';
import { fareSearchProblems } from '@/domain/flight-control';
import { flightPriceShown } from '@/domain/flight-price';
import { selectExtensionNights, selectFlightDateLimits } from './flight-selectors';
import { selectFlightData, selectPax, selectSchedule } from '@/features/choices';

/** The window the fares must fit: the schedule's limits and the extension nights (spec part 2 §5). */
export const selectFareWindow = createSelector(
  [selectSchedule, selectExtensionNights],
  (schedule, nights): FareWindow => ({
    arrivalLatest: schedule?.flightArrivalLatest ?? null,
    departureEarliest: schedule?.flightDepartureEarliest ?? null,
    lastTicketingDate: schedule?.lastTicketingDate ?? null,
    nightsBefore: nights.before,
    nightsAfter: nights.after,
  }),
);

/** The search form: its values, its problems per field, and the request when it may be sent. */
export const selectFareSearchForm = createSelector(
  [selectFlightData, selectSchedule, selectPax, selectFlightDateLimits],
  (flightData, schedule, pax, limits) => {
    const destination = schedule?.flightArrivalAirportCode ?? null;
    const returnFrom = schedule?.flightDepartureAirportCode ?? destination;
    const problems = limits
      ? fareSearchProblems({
          departureAirport: flightData.departureAirport,
          destination,
          outbound: flightData.outboundDate,
          inbound: flightData.inboundDate,
          limits,
          pax,
        })
      : { airport: 'noDestination' as const };
    const ready =
      Object.keys(problems).length === 0 &&
      destination !== null &&
      returnFrom !== null &&
      flightData.departureAirport !== null &&
      pax !== null;
    const request: FareSearchRequest | null = ready
      ? {
          directOnly: flightData.directOnly,
          outboundDate: flightData.outboundDate ?? '',
          inboundDate: flightData.inboundDate ?? '',
          departureAirport: flightData.departureAirport ?? '',
          destinationAirport: destination ?? '',
          destinationReturnAirport: returnFrom ?? '',
          pax: pax ?? 1,
          classes: flightData.classes,
        }
      : null;
    return {
      departureAirport: flightData.departureAirport,
      outboundDate: flightData.outboundDate,
      inboundDate: flightData.inboundDate,
      classes: flightData.classes,
      directOnly: flightData.directOnly,
      pax: pax ?? 1,
      destination,
      returnFrom,
      limits,
      problems,
      request,
    };
  },
);

export const selectFareSearchStatus = (state: RootState) => state.fareSearch?.status ?? 'idle';

const sameSearch = (a: FareSearchRequest, b: FareSearchRequest) =>
  a.departureAirport === b.departureAirport &&
  a.destinationAirport === b.destinationAirport &&
  a.destinationReturnAirport === b.destinationReturnAirport &&
  a.outboundDate === b.outboundDate &&
  a.inboundDate === b.inboundDate &&
  a.pax === b.pax &&
  a.directOnly === b.directOnly &&
  a.classes.join() === b.classes.join();
const sameWindow = (a: FareWindow, b: FareWindow) =>
  a.arrivalLatest === b.arrivalLatest &&
  a.departureEarliest === b.departureEarliest &&
  a.lastTicketingDate === b.lastTicketingDate &&
  a.nightsBefore === b.nightsBefore &&
  a.nightsAfter === b.nightsAfter;

/**
 * The search results in hand, while they still answer the form: a new party size, schedule,
 * extension, airport, date or class makes them stale (spec part 2 §4: the flight choice resets),
 * so they are neither shown nor chosen from.
 */
export const selectFareOffer = createSelector(
  [
    (state: RootState) => state.fareSearch?.data ?? null,
    (state: RootState) => selectFareSearchForm(state).request,
    selectFareWindow,
  ],
  (offer, request, window) =>
    offer && request && sameSearch(offer.search, request) && sameWindow(offer.window, window) ? offer : null,
);

/** A fare with the price the customer sees for it (spec part 2 §9). */
export interface PricedFare {
  fare: Fare;
  price: number;
}

const selectPricing = createSelector([selectSchedule, selectPax], (schedule, pax) => ({
  flightPriceCents: schedule?.flightPrice ?? 0,
  pax: pax ?? 1,
}));

interface FareView {
  sort: FareSort;
  stops: StopFilter;
}

/**
 * The result list as shown (spec part 2 §9): the best fares (cheapest, quickest) of the stop
 * filter's fares, and the list filtered by stops and sorted.
 */
export const selectFareList = createSelector(
  [
    selectFareOffer,
    selectPricing,
    (_state: RootState, view: FareView) => view.sort,
    (_state: RootState, view: FareView) => view.stops,
  ],
  (offer, pricing, sort, stops) => {
    // One price per total: sorting asks for it many times.
    const prices = new Map<number, number>();
    const priceOf = (fare: { totalPrice: number }) => {
      let price = prices.get(fare.totalPrice);
      if (price === undefined) {
        price = flightPriceShown({ fareTotal: fare.totalPrice, ...pricing });
        prices.set(fare.totalPrice, price);
      }
      return price;
    };
    const withPrice = (fare: Fare): PricedFare => ({ fare, price: priceOf(fare) });
    const fares = offer?.fares ?? [];
    const filtered = filterByStops(fares, stops);
    // Sorted by the price the customer sees: fares at no surcharge cost the same, the quicker first.
    const cheapest = cheapestFare(filtered, priceOf);
    const quickest = quickestFare(filtered);
    return {
      total: fares.length,
      fares: sortFares(filtered, sort, priceOf).map(withPrice),
      cheapest: cheapest ? withPrice(cheapest) : null,
      quickest: quickest ? withPrice(quickest) : null,
    };
  },
);

/** The chosen fare with the price shown and whether its offer has run out at `now` (spec part 2 §4). */
export const selectChosenFare = createSelector(
  [selectFlightData, selectPricing, (_state: RootState, now: number) => now],
  (flightData, pricing, now) =>
    flightData.fare
      ? {
          fare: flightData.fare,
          price: flightPriceShown({ fareTotal: flightData.fare.totalPrice, ...pricing }),
          validUntil: flightData.fareValidUntil,
          expired: isFareExpired(flightData.fareValidUntil, new Date(now)),
        }
      : null,
);

/** The fare search form's values, limits and problems. */
export type FareSearchForm = ReturnType<typeof selectFareSearchForm>;

/** The chosen fare as the widget shows it: its price to pay, its validity and whether it ran out. */
export type ChosenFare = NonNullable<ReturnType<typeof selectChosenFare>>;

/** Whether the results in hand may still be chosen from at `now`. */
export const selectOfferExpired = (state: RootState, now: number) => {
  const offer = selectFareOffer(state);
  return offer !== null && isFareExpired(offer.validUntil, new Date(now));
};

/** A flight request instead of a fare (spec part 2 §4). */
export const selectFlightRequested = (state: RootState) => selectFlightData(state).request;
/** Until when the chosen fare's price holds (spec part 2 §3). */
export const selectFareValidUntil = (state: RootState) => selectFlightData(state).fareValidUntil;
/** The chosen fare's offer ran out and was taken back: the notice saying so. */
export const selectFareOfferExpiredNotice = (state: RootState) => selectFlightData(state).offerExpired;
