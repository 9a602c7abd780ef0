import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../mocks/db/catalogue';
import type { MockState } from '../../../mocks/db/database';
import { paymentAccount } from '../../../mocks/db/payments';
import { amountDueNow } from '@/domain/deposit';
import { consentChanged, flexChosen } from '@/features/checkout/checkout-reducers';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { insuranceChosen } from '@/features/insurance/insurance-reducers';
import { selectBookingPayload, selectTrackedBooking } from '@/features/booking/payload-selectors';
import { selectConsentValues, selectFlexOffer } from '@/features/checkout/checkout-selectors';
import { selectPaymentPlan } from '@/features/pricing/plan-selectors';
import { selectTotals } from '@/features/pricing/price-selectors';
import { bookedStore } from '../../support/catalogue-store';

describe("step 3's selectors read only the fields they use (issue 10)", () => {
  it("typing the customer's name recomputes neither the flex offer, the consents nor the tracked booking; their own fields do", async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const read = () =>
      [
        selectFlexOffer(store.getState(), 'A'),
        selectConsentValues(store.getState()),
        selectTrackedBooking(store.getState()),
      ] as const;
    const counts = () => [
      selectFlexOffer.recomputations(),
      selectConsentValues.recomputations(),
      selectTrackedBooking.recomputations(),
    ];
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

describe('what is due now is one number: step 3, the payload and the payment page (spec part 2 §9, decision "Deposit and due now")', () => {
  it.each([
    ['without insurance', null],
    [
      'with an insurance premium, due with the deposit',
      {
        offerId: 'ERV-RRV-O',
        name: 'Reiserücktritt ohne SB',
        price: 159.36,
        preContractId: null,
        code: 'ERV-RRV',
        tourId: null,
        termsUrl: null,
      },
    ],
  ] as const)('%s', async (_name, insurance) => {
    // A date far enough ahead for a deposit (more than 20 days).
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    if (insurance) store.dispatch(insuranceChosen(insurance));
    const state = store.getState();
    const plan = selectPaymentPlan(state);
    if (!plan) throw new Error('no plan');
    expect(plan.fullPaymentNow).toBe(false);
    const payload = selectBookingPayload(state, { language: 'de', whitelabel: null });
    // totals.deposit is the spec's 20 % of the trip price, rounded down: without the premium.
    expect(payload.totals.deposit).toBe(Math.floor(selectTotals(state).tripPrice * 0.2));
    expect(amountDueNow(payload.totals)).toBe(plan.dueNow);
    expect(plan.dueNow).toBeCloseTo(plan.deposit + (insurance?.price ?? 0), 2);
    const account = paymentAccount('ASI-1', buildCatalogue(new Date()), {
      bookings: [
        { bookingNo: 'ASI-1', travelCode: 'GRP-ALPS', createdAt: new Date().toISOString(), language: 'de', payload },
      ],
    } as unknown as MockState);
    expect(account?.amountDue).toBe(plan.dueNow);
  });
});
