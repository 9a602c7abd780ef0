import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { askInsuranceOffers } from '@/features/insurance/insurance-thunks';
import { insuranceChosen } from '@/features/insurance/insurance-reducers';
import { selectInsuranceOffersOutdated, selectInsuranceQuery } from '@/features/insurance/selectors';
import { selectSubmitRefusals } from '@/features/booking/booking-submit-check';
import { chooseSchedule } from '@/features/party/party-thunks';
import { roomAdded } from '@/features/party/party-reducers';
import { isInsuranceStillOffered } from '@/domain/insurance';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { bookableDate, ofType } from '../../support/catalogue-store';
import { overviewStore } from '../../support/step-two';
import { mock, TEST_ORIGIN } from '../../support/mock-server';

const FACTS = { now: new Date(), flexVariant: 'B' } as const;

/** Step 3 of GRP-ALPS with the first offer's tariff with deductible chosen, at the price the offers name. */
async function withTariffChosen() {
  const store = await overviewStore('GRP-ALPS');
  const query = selectInsuranceQuery(store.getState());
  if (!query) throw new Error('no insurance query');
  await store.dispatch(askInsuranceOffers(query));
  const tariff = store.getState().insurance?.data[0]?.tariffs.D;
  if (!tariff) throw new Error('no tariff offered');
  store.dispatch(
    insuranceChosen({
      ...tariff,
      name: 'Reiserücktritt',
      preContractId: null,
      code: null,
      tourId: null,
      termsUrl: null,
    }),
  );
  return { store, query, tariff };
}

describe('a chosen insurance is priced for the trip as it is now (spec part 2 §4, §5)', () => {
  it('a new date or birthday: the submit waits for the offers of the trip as it is now; a tariff they price as before stays, one they price anew is chosen again', async () => {
    const { store, query, tariff } = await withTariffChosen();
    expect(selectInsuranceOffersOutdated(store.getState())).toBe(false);

    // Step 1 from the step bar: another date and its room; then straight to step 3.
    const other = bookableDate(store, 1);
    store.dispatch(chooseSchedule(ofType(other, 'twin')));
    store.dispatch(roomAdded(ofType(other, 'twin')));
    expect(selectInsuranceOffersOutdated(store.getState())).toBe(true);
    expect(selectSubmitRefusals(store.getState(), FACTS)).toContain('loading');

    // The offers for the new date price the tariff as before: it stays chosen.
    await store.dispatch(askInsuranceOffers(selectInsuranceQuery(store.getState()) ?? query));
    expect(selectInsuranceOffersOutdated(store.getState())).toBe(false);
    expect(store.getState().booking.insurance.chosen).toMatchObject({ offerId: tariff.offerId, price: tariff.price });
    expect(selectSubmitRefusals(store.getState(), FACTS)).not.toContain('loading');

    // A birthday that makes the customer a senior prices it anew: it goes, and the person chooses again.
    store.dispatch(customerChanged({ birthday: '1950-01-01' }));
    expect(selectInsuranceOffersOutdated(store.getState())).toBe(true);
    await store.dispatch(askInsuranceOffers(selectInsuranceQuery(store.getState()) ?? query));
    expect(store.getState().booking.insurance.chosen).toBeNull();
    expect(selectSubmitRefusals(store.getState(), FACTS)).toContain('insuranceChoice');
  });

  it('offers for the trip as it is now that fail to load: the submit does not send the earlier premium, and sends once they came', async () => {
    const { store, query, tariff } = await withTariffChosen();
    expect(selectSubmitRefusals(store.getState(), FACTS)).not.toContain('insuranceUnconfirmed');

    // A new date from the step bar, and the offers for it fail.
    const other = bookableDate(store, 1);
    store.dispatch(chooseSchedule(ofType(other, 'twin')));
    store.dispatch(roomAdded(ofType(other, 'twin')));
    mock.server.use(
      http.post(`${TEST_ORIGIN}/fapi/insurance/offers`, () => HttpResponse.json({}, { status: 503 }), { once: true }),
    );
    await store.dispatch(askInsuranceOffers(selectInsuranceQuery(store.getState()) ?? query));
    expect(store.getState().insurance?.status).toBe('failed');
    expect(store.getState().booking.insurance.chosen).toMatchObject({ offerId: tariff.offerId });
    expect(selectSubmitRefusals(store.getState(), FACTS)).toContain('insuranceUnconfirmed');
    expect(selectSubmitRefusals(store.getState(), FACTS)).not.toContain('loading');

    // Asked again (the box's retry): they price it as before, and the booking may go.
    await store.dispatch(askInsuranceOffers(selectInsuranceQuery(store.getState()) ?? query));
    expect(store.getState().booking.insurance.chosen).toMatchObject({ offerId: tariff.offerId });
    expect(selectSubmitRefusals(store.getState(), FACTS)).not.toContain('insuranceUnconfirmed');
  });

  it.each([
    ['the same tariff at the same price', { offerId: 'A-D', price: 89 }, true],
    ['the same tariff at another price', { offerId: 'A-D', price: 95 }, false],
    ['a tariff no longer offered', { offerId: 'B-D', price: 89 }, false],
  ])('%s: kept %s', (_case, chosen, kept) => {
    const offers = [{ tariffs: { D: { offerId: 'A-D', price: 89 }, O: { offerId: 'A-O', price: 99 } } }];
    expect(isInsuranceStillOffered(chosen, offers)).toBe(kept);
  });
});
