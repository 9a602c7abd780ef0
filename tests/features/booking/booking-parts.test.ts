import { describe, expect, it } from 'vitest';
import { BOOKING_PARTS } from '@/features/booking/booking-state';
import { consentChanged, flexChosen, paymentMethodChosen } from '@/features/checkout/checkout-reducers';
import { vouchers } from '@/features/checkout/vouchers-slice';
import { insuranceChosen } from '@/features/insurance/insurance-reducers';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { bookedStore } from '../../support/catalogue-store';
import { voucherRequest } from '../../support/data';

// Issue 41 §1, §4: each concern's part of the booking holds what the person chose; the catalogue
// decides the rest (a price, a flight, a service's text) through selectors over its current replies.

/**
 * The one reply a part keeps as it came: the insurer's quote the person accepted (its tariff and
 * premium), to which the pre-contract is made; a new quote at another premium takes the choice off
 * (insurance-thunks). A part's path to it, and nothing below it is read as the catalogue's.
 */
const ACCEPTED_QUOTE = 'insurance.chosen';

/** Every key of an object and of the objects and lists inside it, but the accepted quote's. */
function keysOf(value: unknown, path = ''): string[] {
  if (path === ACCEPTED_QUOTE) return [];
  if (Array.isArray(value)) return value.flatMap((inner) => keysOf(inner, path));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner, path ? `${path}.${key}` : key)]);
}

async function checkedOut() {
  const { store } = await bookedStore('NOF-DOLOMITES', { pax: 1, rooms: ['single'], pick: 'single' });
  store.dispatch(
    insuranceChosen({
      offerId: 'ERV-RRV-D',
      name: 'Reiserücktritt',
      price: 89,
      preContractId: null,
      code: null,
      tourId: null,
      termsUrl: null,
    }),
  );
  store.dispatch(flexChosen(true));
  store.dispatch(paymentMethodChosen('VISA'));
  store.dispatch(consentChanged({ gtc: true, consent: true, newsletter: true, rula: false }));
  await store.dispatch(vouchers.fetch({ code: 'GROSS5000', request: voucherRequest('NOF-DOLOMITES') }));
  return store;
}

describe('the parts of the booking', () => {
  it('hold the choices only: no field of a date, a room, a service or a flight of the catalogue', async () => {
    const store = await checkedOut();
    const state = store.getState();
    const catalogueKeys = new Set(
      keysOf([state.travel.data, state.schedules.data, state.upgrades.data, state.flights.data]).filter(
        // What a choice and a catalogue entry may share by name: its code.
        (key) => key !== 'code',
      ),
    );
    expect(catalogueKeys).toContain('price');
    expect(catalogueKeys).toContain('roomTypeDescription');
    expect(state.booking.checkout.voucher?.code).toBe('GROSS5000');
    expect(state.booking.insurance.chosen?.offerId).toBe('ERV-RRV-D');
    for (const part of BOOKING_PARTS)
      expect({ part, catalogue: keysOf(state.booking[part], part).filter((key) => catalogueKeys.has(key)) }).toEqual({
        part,
        catalogue: [],
      });
  });

  it('the accepted insurance quote is the tariff, its premium and the pre-contract, nothing more', async () => {
    const store = await checkedOut();
    expect(Object.keys(store.getState().booking.insurance.chosen ?? {}).sort()).toEqual([
      'code',
      'name',
      'offerId',
      'preContractId',
      'price',
      'termsUrl',
      'tourId',
    ]);
  });

  it('a choice in one part leaves every other part as it was (the same object)', async () => {
    const store = await checkedOut();
    const before = store.getState().booking;
    store.dispatch(consentChanged({ twoG: true }));
    const afterConsent = store.getState().booking;
    expect(afterConsent.checkout).not.toBe(before.checkout);
    expect(afterConsent.travellers.user).toBe(before.travellers.user);
    expect(afterConsent.rooms).toBe(before.rooms);
    store.dispatch(customerChanged({ city: 'Augsburg' }));
    expect(store.getState().booking.checkout).toBe(afterConsent.checkout);
  });

  it('an action no part answers returns the booking itself', async () => {
    const store = await checkedOut();
    const before = store.getState().booking;
    store.dispatch({ type: 'nobody/answers' });
    expect(store.getState().booking).toBe(before);
  });
});
