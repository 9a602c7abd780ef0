import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { InsuranceOffer } from '@/api/schemas/insurance';
import { insurancePriceShown, insuranceOffersQuery, isInsuranceCountry } from '@/domain/insurance';
import { initialResourceState } from '@/lib/request-phases';
import type { InsuranceOffersState } from './insurance-slice';
import {
  selectAdditionalUsers,
  selectCustomer,
  selectFlightData,
  selectNoFlight,
  selectSchedule,
} from '@/features/choices';
import { selectIncludedFlights } from '@/features/arrival';
import { selectTotals } from '@/features/pricing';

const NO_OFFERS: InsuranceOffersState = { ...initialResourceState<InsuranceOffer[]>([]), asked: null };
/** The offers' family (it joins the store with step 2). */
export const selectInsuranceOffers = (state: RootState): InsuranceOffersState => state.insurance ?? NO_OFFERS;

type Tariff = NonNullable<InsuranceOffer['tariffs']['D']>;
/** An offer as the box lists it: each tariff with the price it reads ('auf Anfrage' above the limit). */
export type ShownOffer = Omit<InsuranceOffer, 'tariffs'> & {
  tariffs: Partial<Record<keyof InsuranceOffer['tariffs'], Tariff & { shownPrice: number }>>;
};

/** The offers as the box lists them (spec part 2 §5: a tariff above the limit reads 'auf Anfrage'). */
export const selectOffersShown = createSelector([selectInsuranceOffers], (offers): ShownOffer[] =>
  offers.data.map((offer) => ({
    ...offer,
    tariffs: Object.fromEntries(
      Object.entries(offer.tariffs).flatMap(([code, tariff]) =>
        tariff ? [[code, { ...tariff, shownPrice: insurancePriceShown(tariff.price) }]] : [],
      ),
    ),
  })),
);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Every traveller's birthday (the customer's first); the same list while no birthday changes. */
const selectBirthdays = createSelector(
  [selectCustomer, selectAdditionalUsers],
  (customer, travellers) => [customer.birthday, ...travellers.map((t) => t.birthday)],
  { memoizeOptions: { resultEqualityCheck: sameList } },
);
const selectTripCountries = createSelector(
  [(state: RootState) => state.travel.data?.countries],
  (countries) => (countries ?? []).map((c) => c.ISOCountryCode),
  { memoizeOptions: { resultEqualityCheck: sameList } },
);
const selectResidenceCountry = (state: RootState) => state.booking.travellers.user.country;
// The trip's price before insurance and voucher: a voucher redeemed on step 3 changes what is paid, not what is insured.
const selectPriceWithoutInsurance = (state: RootState) => selectTotals(state).tripPrice;
const selectWithFlight = createSelector(
  [selectNoFlight, selectIncludedFlights, selectFlightData],
  (noFlight, flights, flightData) => !noFlight && (flights.length > 0 || flightData.fare !== null),
);

/** The customer's country of residence allows an insurance (spec part 2 §5, §8). */
export const selectInsuranceOfferable = (state: RootState) => isInsuranceCountry(selectResidenceCountry(state));

/**
 * The offers call's body, or null while the offers may not be loaded (spec part 2 §5): a new
 * object only when something it holds changes (a birthday completed, the price, the country), not
 * on every keystroke.
 */
export const selectInsuranceQuery = createSelector(
  [
    selectSchedule,
    selectPriceWithoutInsurance,
    selectBirthdays,
    selectTripCountries,
    selectResidenceCountry,
    selectWithFlight,
  ],
  (schedule, totalPrice, birthdays, countries, residenceCountry, withFlight) =>
    insuranceOffersQuery({
      start: schedule?.start ?? null,
      end: schedule?.end ?? null,
      totalPrice,
      birthdays,
      countries,
      residenceCountry,
      withFlight,
    }),
);

/** The same query (its content; the order of its fields as the query builds them). */
const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The offers in the store answer another trip than the booking's now (a date, the party, a birthday
 * or the price changed since they were asked for), or are being asked for: an insurance chosen
 * from them is priced for that other trip until the offers for this one came (the choice is then
 * kept at its price or cleared, insurance-reducers).
 */
export const selectInsuranceOffersOutdated = (state: RootState): boolean => {
  const offers = state.insurance;
  const query = selectInsuranceQuery(state);
  if (state.booking.insurance.chosen === null || query === null) return false;
  return !offers || offers.status === 'pending' || !sameQuery(offers.asked, query);
};

/**
 * The offers for the booking as it is now failed to load while an insurance is chosen: its premium
 * and pre-contract are those of an earlier trip and cannot be confirmed, so the booking does not go
 * with them (the box on step 2 says so and asks again).
 */
export const selectInsuranceOffersFailed = (state: RootState): boolean => {
  const offers = state.insurance;
  const query = selectInsuranceQuery(state);
  if (state.booking.insurance.chosen === null || query === null || !offers) return false;
  return offers.status === 'failed' && sameQuery(offers.asked, query);
};
