import { createSelector, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { reasonsToShow, type RequestReason } from '@/domain/on-request';
import { flightUpgradeChosen } from '@/features/arrival';
import { serviceToggled } from '@/features/extras';
import { selectServicesByField } from '@/features/choices';
import { selectRequestReasons, selectTotals } from '@/features/pricing';
import { bookingReducer } from './booking-slice';

/** One reason the booking is not bookable at once, and the one click that would make it so. */
export interface ReasonWithWayOut {
  reason: RequestReason;
  /** Taking the choice back: the actions to send, and the total the booking then costs. */
  wayOut: { actions: UnknownAction[]; total: number } | null;
}

/** The actions that take back the choice behind a reason; none when no single choice of the person is behind it. */
function takeBack(state: RootState, reason: RequestReason): UnknownAction[] {
  if (reason.cause === 'flightUpgrade') return [flightUpgradeChosen(null)];
  if ((reason.cause === 'servicePrice' || reason.cause === 'serviceOnRequest') && reason.serviceId !== undefined)
    // Every entry of the service the person chose (one per traveller for equipment); a compulsory
    // upgrade is not in these lists, so it is never offered.
    return SERVICE_KINDS.flatMap(({ field }) => {
      const chosen = selectServicesByField(state)[field];
      return chosen
        .filter((entry) => entry.service.id === reason.serviceId)
        .map((entry) => serviceToggled({ list: field, entry, travellerIndex: entry.travellerIndex }));
    });
  return [];
}

/**
 * The reasons a person reads (domain/on-request), each with its way out: where taking back that
 * one choice leaves the booking with no reason at all, the click and the total it would then cost.
 * The booking after the click is worked out by the booking's own reducer and the same total
 * selector the page shows, so the price on the button is the price after the click.
 */
export const selectReasonsWithWayOut = createSelector(
  [(state: RootState) => state, selectRequestReasons],
  (state, reasons): ReasonWithWayOut[] =>
    reasonsToShow(reasons).map((reason) => {
      const actions = takeBack(state, reason);
      if (actions.length === 0) return { reason, wayOut: null };
      const after: RootState = { ...state, booking: actions.reduce(bookingReducer, state.booking) };
      return {
        reason,
        wayOut: selectRequestReasons(after).length === 0 ? { actions, total: selectTotals(after).totalPrice } : null,
      };
    }),
);
