import { describe, expect, it } from 'vitest';
import { flexChosen, paymentMethodChosen, consentChanged } from '@/features/checkout/checkout-reducers';
import { insuranceChosen } from '@/features/insurance/insurance-reducers';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { selectTotals } from '@/features/pricing/price-selectors';
import {
  selectConsentValues,
  selectFlexOffer,
  selectPaymentMethods,
  selectPaymentMissing,
  selectPaymentType,
  selectIsPaidByCustomer,
} from '@/features/checkout/checkout-selectors';
import { selectSubmitKind } from '@/features/pricing/plan-selectors';
import { selectSubmitRefusals } from '@/features/booking/booking-submit-check';
import { vouchers } from '@/features/checkout/vouchers-slice';
import { bookedStore } from '../../support/catalogue-store';
import { voucherRequest } from '../../support/data';

describe('flex, insurance, voucher and payment (spec part 2 §4, §9)', () => {
  it('flex is offered far ahead, costs 5 %, and variant A asks for an answer', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    expect(selectFlexOffer(store.getState(), 'A')).toMatchObject({ offered: true, price: 252, error: true });
    expect(selectFlexOffer(store.getState(), 'B').error).toBe(false);
    store.dispatch(flexChosen(true));
    expect(selectFlexOffer(store.getState(), 'A').error).toBe(false);
    expect(selectTotals(store.getState()).tripPrice).toBe(5030 + 252);
    store.dispatch(
      insuranceChosen({
        offerId: 'ERV-RRV-D',
        name: 'Reiserücktritt',
        price: 89,
        preContractId: 'x',
        code: null,
        tourId: null,
        termsUrl: null,
      }),
    );
    expect(store.getState().booking.checkout.flexBooking).toBe(false);
    expect(store.getState().booking.insurance).toMatchObject({
      termsAccepted: false,
      chosen: { preContractId: null },
    });
    expect(selectFlexOffer(store.getState(), 'A').offered).toBe(false);
    expect(selectTotals(store.getState())).toMatchObject({ totalPrice: 5119, totalInsurancePrice: 89 });
  });

  it('a booking asks for a way to pay; the total of zero pays by bill; the submit refuses what is missing (spec part 2 §5, §9)', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    const refusals = () => selectSubmitRefusals(store.getState(), { now: new Date(), flexVariant: 'A' });
    expect(selectSubmitKind(store.getState())).toBe('book');
    expect(selectPaymentMethods(store.getState())).toHaveLength(8);
    expect(selectPaymentMissing(store.getState())).toBe(true);
    expect(refusals()).toEqual(expect.arrayContaining(['flex', 'payment', 'consents']));
    store.dispatch(paymentMethodChosen('INSTANT_TRANSFER'));
    store.dispatch(flexChosen(false));
    store.dispatch(consentChanged({ gtc: true, consent: true }));
    expect(selectPaymentType(store.getState())).toBe('INSTANT_TRANSFER');
    expect(refusals()).not.toEqual(expect.arrayContaining(['flex']));
    expect(refusals()).not.toContain('payment');
    expect(refusals()).not.toContain('consents');
    expect(selectSubmitRefusals(store.getState(), { now: new Date(), flexVariant: 'B' })).not.toContain('flex');
  });

  it('the consents keep their identity while the customer types, and change with a tick', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    const before = selectConsentValues(store.getState());
    store.dispatch(customerChanged({ firstname: 'Erik' }));
    expect(selectConsentValues(store.getState())).toBe(before);
    store.dispatch(consentChanged({ newsletter: true }));
    expect(selectConsentValues(store.getState())).toMatchObject({ newsletter: true, gtc: false });
  });

  it('a voucher larger than the price leaves a remainder; a zero total pays by bill', async () => {
    const { store } = await bookedStore('NOF-DOLOMITES', { pax: 1, rooms: ['single'], pick: 'single' });
    store.dispatch(paymentMethodChosen('VISA'));
    expect(selectPaymentType(store.getState())).toBe('CARD');
    const request = voucherRequest('NOF-DOLOMITES');
    await store.dispatch(vouchers.fetch({ code: 'GROSS5000', request }));
    expect(selectTotals(store.getState())).toMatchObject({ totalPrice: 0, voucherValue: 1490, voucherRemainder: 3510 });
    expect(selectPaymentType(store.getState())).toBe('BILL');
    // Nothing to pay, nothing paid to protect: the insolvency note beside the submit is not shown.
    expect(selectIsPaidByCustomer(store.getState())).toBe(false);
    await store.dispatch(vouchers.fetch({ code: 'UNBEKANNT', request }));
    expect(selectIsPaidByCustomer(store.getState())).toBe(true);
    expect(store.getState().booking.checkout.voucher).toBeNull();
  });
});
