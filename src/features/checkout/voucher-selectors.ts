import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { Voucher } from '@/api/schemas';
import { voucherLookup } from '@/domain/voucher';
import { initialResourceState } from '@/lib/request-phases';
import type { VoucherCheck, VouchersState } from './vouchers-slice';
import { selectCustomer, selectSchedule } from '@/features/choices';
import { selectTravel } from '@/features/travel';

const NO_VOUCHER: VouchersState = { ...initialResourceState<Voucher | null>(null), asked: null };
/** The voucher checks' family (it joins the store with step 3). */
export const selectVoucherCheck = (state: RootState): VouchersState => state.vouchers ?? NO_VOUCHER;

/**
 * What a voucher lookup sends besides the code (spec part 2 §3, §7): the organizer, the trip, the
 * dates and the customer; null without a date.
 */
export const selectVoucherLookup = createSelector(
  [selectTravel, (state: RootState) => state.booking.travelCode, selectSchedule, selectCustomer],
  (travel, travelCode, schedule, customer) =>
    schedule
      ? voucherLookup({
          organizerId: travel?.organizer ?? '',
          travelCode,
          start: schedule.start,
          end: schedule.end,
          customer,
        })
      : null,
);

/**
 * The check the redeemed voucher needs now: its code for the trip, dates and customer as they are
 * now; null without a voucher or a date.
 */
export const selectVoucherRecheck = createSelector(
  [(state: RootState) => state.booking.checkout.voucher, selectVoucherLookup],
  (voucher, lookup): VoucherCheck | null => (voucher && lookup ? { code: voucher.code, request: lookup } : null),
);

/**
 * The redeemed voucher was checked for another trip, date or customer than the booking's now (a
 * change on step 1 or 2, a reload: the check is not stored), or its check is running: its
 * reduction is not confirmed until step 3 has checked it again.
 */
export const selectVoucherOutdated = (state: RootState): boolean => {
  const recheck = selectVoucherRecheck(state);
  const check = selectVoucherCheck(state);
  // The code as typed and as the server names it may differ in case and spaces ('sommer50', 'SOMMER50').
  const same = (asked: VoucherCheck | null) =>
    asked && { code: asked.code.trim().toUpperCase(), request: asked.request };
  return (
    recheck !== null &&
    (check.status === 'pending' || JSON.stringify(same(check.asked)) !== JSON.stringify(same(recheck)))
  );
};
