import { describe, expect, it } from 'vitest';
import { consentChanged, customerChanged, flexChosen } from '../../../src/features/booking/booking-slice';
import { selectConsentValues, selectFlexOffer, selectTrackedBooking } from '../../../src/features/booking/checkout-selectors';
import { bookedStore } from '../../support/catalogue-store';

describe('step 3\'s selectors read only the fields they use (issue 10)', () => {
  it('typing the customer\'s name recomputes neither the flex offer, the consents nor the tracked booking; their own fields do', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const read = () => [selectFlexOffer(store.getState(), 'A'), selectConsentValues(store.getState()), selectTrackedBooking(store.getState())] as const;
    const counts = () => [selectFlexOffer.recomputations(), selectConsentValues.recomputations(), selectTrackedBooking.recomputations()];
    const [flex, consents, tracked] = read();
    const before = counts();
    for (const firstname of ['E', 'Er', 'Eri', 'Erik', 'Erika']) {
      store.dispatch(customerChanged({ firstname }));
      const [f, c, t] = read();
      expect(f).toBe(flex);
      expect(c).toBe(consents);
      expect(t).toBe(tracked);
    }
    expect(counts()).toEqual(before);

    store.dispatch(consentChanged({ gtc: true }));
    expect(read()[1]).toMatchObject({ gtc: true });
    store.dispatch(flexChosen(true));
    expect(read()[0]).toMatchObject({ chosen: true, answered: true });
  });
});
