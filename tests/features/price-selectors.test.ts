import { describe, expect, it } from 'vitest';
import { customerChanged, roomAdded } from '../../src/features/booking/booking-slice';
import { changePax, chooseSchedule } from '../../src/features/booking/booking-thunks';
import { selectIsBookingRequest, selectIsOnRequest, selectTotals } from '../../src/features/booking/price-selectors';
import { bookableDate, ofType, storeFor } from '../support/catalogue-store';

describe('the price selectors read only the fields they price (issue 10)', () => {
  it('typing the customer\'s name recomputes no total; a room added does', async () => {
    const store = await storeFor('GRP-ALPS');
    const date = bookableDate(store);
    store.dispatch(chooseSchedule(ofType(date, 'twin')));
    store.dispatch(changePax(2));
    store.dispatch(roomAdded(ofType(date, 'twin')));
    const read = () => [selectTotals(store.getState()), selectIsOnRequest(store.getState()), selectIsBookingRequest(store.getState())];
    const [totals] = read();
    const before = [selectTotals.recomputations(), selectIsOnRequest.recomputations(), selectIsBookingRequest.recomputations()];
    for (const firstname of ['E', 'Er', 'Eri', 'Erik', 'Erika']) {
      store.dispatch(customerChanged({ firstname }));
      expect(read()[0]).toBe(totals);
    }
    expect([selectTotals.recomputations(), selectIsOnRequest.recomputations(), selectIsBookingRequest.recomputations()]).toEqual(before);
    store.dispatch(changePax(4));
    store.dispatch(roomAdded(ofType(date, 'twin')));
    expect(read()[0]).not.toBe(totals);
    expect(selectTotals.recomputations()).toBeGreaterThan(before[0] ?? 0);
  });
});
