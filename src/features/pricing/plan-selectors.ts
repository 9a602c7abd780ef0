import { createSelector } from '@reduxjs/toolkit';
import { paymentPlan } from '@/domain/deposit';
import { missingForPrice, pricePerPerson } from '@/domain/price-lines';
import { submitKind } from '@/domain/submit';
import { dueLabel, paymentTypeOf } from '@/domain/payment';
import type { RootState } from '@/app/store';
import { selectPax, selectRooms, selectSchedule, selectTravelAgency } from '@/features/choices';
import { selectToday } from '@/lib/today';
import { selectFlightsMissing } from '@/features/arrival';
import { selectChoicesUnnamed, selectUpgradesMissing, selectUpgradesPending } from '@/features/extras';
import { selectChosenDateIncomplete } from '@/features/party';
import { selectIsBookingRequest, selectIsOnRequest, selectTotals } from './price-selectors';

// What the price box and step 3 say beyond the lines: what is still to choose, the price per
// person, what is due when.

/** 'Jetzt anfragen' or the booking with the obligation to pay (spec part 2 §2). */
export const selectSubmitKind = createSelector(
  [selectIsOnRequest, selectIsBookingRequest],
  (onRequest, bookingRequest) => submitKind({ onRequest, bookingRequest }),
);

/** Deposit, balance and its due date (spec part 2 §9). */
export const selectPaymentPlan = createSelector(
  [selectTotals, selectSchedule, selectToday],
  (totals, schedule, today) =>
    schedule
      ? paymentPlan({
          tripPrice: totals.tripPrice,
          insurancePrice: totals.totalInsurancePrice,
          totalPrice: totals.totalPrice,
          start: schedule.start,
          today,
        })
      : null,
);

/** How the due row of the payment plan is named: the confirmation's rule (`dueLabel`). */
export const selectDueLabel = createSelector(
  [selectTravelAgency, (state: RootState) => state.booking.checkout.paymentMethod],
  (agency, method) => dueLabel({ byAgency: agency !== null, paymentType: method ? paymentTypeOf(method) : null }),
);

/** A date, the party size and a room for everyone still to choose: until then no total shows. */
export const selectMissingForPrice = createSelector([selectSchedule, selectPax, selectRooms], (schedule, pax, rooms) =>
  missingForPrice({ hasDate: schedule !== null, pax, rooms }),
);

/** The parts of the price that are still on their way (a note, not a warning): the price follows by itself. */
const PRICE_PENDING = ['choicesPending', 'upgradesPending'] as const;
export const isPricePending = (kind: string | null): boolean =>
  (PRICE_PENDING as readonly (string | null)[]).includes(kind);

/**
 * A part of the price that could not be loaded, by its message key: the date's rooms (a broken
 * one left out), the upgrades (a compulsory charge may be missing, or may still come after a
 * reload), a chosen service named by its id alone (its reply failed, or is still coming) or the
 * date's flights. Until it loads, no figure
 * reads as the total.
 */
export const selectPriceIncomplete = createSelector(
  [
    selectChosenDateIncomplete,
    selectUpgradesMissing,
    selectChoicesUnnamed,
    selectFlightsMissing,
    selectUpgradesPending,
  ],
  (
    rooms,
    upgrades,
    unnamed,
    flights,
    upgradesPending,
  ): 'roomsIncomplete' | 'incomplete' | 'choicesPending' | 'upgradesPending' | 'flightsMissing' | null =>
    rooms
      ? 'roomsIncomplete'
      : upgrades || unnamed === 'failed'
        ? 'incomplete'
        : unnamed === 'pending'
          ? 'choicesPending'
          : upgradesPending
            ? 'upgradesPending'
            : flights
              ? 'flightsMissing'
              : null,
);

/** The total per person; null for one traveller. */
export const selectPricePerPerson = createSelector([selectTotals, selectPax], (totals, pax) =>
  pricePerPerson(totals.totalPrice, pax),
);
