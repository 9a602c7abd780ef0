import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { Voucher } from '@/api/schemas';
import { voucherLookup } from '@/domain/voucher';
import { initialResourceState, type ResourceState } from '@/lib/request-phases';
import { selectCustomer, selectSchedule } from '@/features/draft';
import { selectTravel } from '@/features/travel';

const NO_VOUCHER = initialResourceState<Voucher | null>(null);
/** The voucher checks' family (it joins the store with step 3). */
export const selectVoucherCheck = (state: RootState): ResourceState<Voucher | null> => state.vouchers ?? NO_VOUCHER;

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
