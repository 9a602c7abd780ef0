import { describe, expect, it } from 'vitest';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax } from '@/features/party/party-thunks';
import { selectFlightPanel } from '@/features/arrival/flight-panel';
import { selectServicesBox, selectTransferOptions } from '@/features/extras/extras-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { selectIsBookingRequest, selectIsOnRequest, selectTotals } from '@/features/pricing/price-selectors';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { bookedStore, ofType } from '../../support/catalogue-store';

describe('the price and step 1 selectors read only the fields they use (issue 10)', () => {
  it("typing the customer's name recomputes no total, price line or step 1 rule; a room added does", async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const selectors = [
      selectTotals,
      selectIsOnRequest,
      selectIsBookingRequest,
      selectPriceLines,
      selectStepOneBlockers,
      selectFlightPanel,
      selectServicesBox,
      selectTransferOptions,
    ];
    const read = () => selectors.map((selector) => selector(store.getState()));
    const counts = () => selectors.map((selector) => selector.recomputations());
    const [totals] = read();
    const before = counts();
    for (const firstname of ['E', 'Er', 'Eri', 'Erik', 'Erika']) {
      store.dispatch(customerChanged({ firstname }));
      expect(read()[0]).toBe(totals);
    }
    expect(counts()).toEqual(before);
    store.dispatch(changePax(4));
    store.dispatch(roomAdded(ofType(date, 'twin')));
    expect(read()[0]).not.toBe(totals);
    expect(selectTotals.recomputations()).toBeGreaterThan(before[0] ?? 0);
  });
});
