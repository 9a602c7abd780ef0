import { describe, expect, it } from 'vitest';
import { arrivalBooking } from '@/features/arrival/arrival-reducers';
import { bookingLoaded, bookingReconciled, noticesCleared } from '@/features/booking/booking-slice';
import { checkoutBooking } from '@/features/checkout/checkout-reducers';
import { extrasBooking } from '@/features/extras/extras-reducers';
import { insuranceBooking } from '@/features/insurance/insurance-reducers';
import { partyBooking } from '@/features/party/party-reducers';
import { travellersBooking } from '@/features/travellers/travellers-reducers';

// The booking's concerns each write their part with a slice of their own, all run over the one
// booking: a case name two of them used would run in both. Each action type has one owner.

const CONCERNS = { partyBooking, extrasBooking, arrivalBooking, travellersBooking, insuranceBooking, checkoutBooking };

describe('every action type of the booking is handled by one concern', () => {
  it('no two concern slices (nor the booking’s own) define the same case', () => {
    const owners = new Map<string, string[]>();
    const own = (type: string, owner: string) => owners.set(type, [...(owners.get(type) ?? []), owner]);
    for (const creator of [bookingLoaded, bookingReconciled, noticesCleared]) own(creator.type, 'booking');
    for (const [owner, slice] of Object.entries(CONCERNS))
      for (const name of Object.keys(slice.caseReducers)) own(`${slice.name}/${name}`, owner);
    const shared = [...owners].filter(([, list]) => list.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBeGreaterThan(30);
  });
});
