import { describe, expect, it } from 'vitest';
import { selectServicesBox } from '@/features/extras/extras-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { userLogin } from '@/features/travellers/user-slice';
import { selectIsOnRequest, selectTotals } from '@/features/pricing';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { bookedStore } from '../../support/catalogue-store';

describe('the partner\'s wording (spec part 1 §1 user kinds: \'Partner: upgrade text reads "auf Anfrage" instead of "inkludiert"\')', () => {
  it("is the partner user's: a customer booking a partner trip reads the compulsory surcharge as included, priced in the total", async () => {
    const { store } = await bookedStore('PRT-MOROCCO', { pax: 2, rooms: ['twin'] });
    const box = selectServicesBox(store.getState());
    expect(box.compulsory.map((entry) => entry.service.name)).toEqual(['Wüstencamp-Zuschlag']);
    expect(box.partnerWording).toBe(false);
    expect(selectPriceLines(store.getState())).toContainEqual(
      expect.objectContaining({ kind: 'service', name: 'Wüstencamp-Zuschlag', amount: 240, onRequest: false }),
    );
    await store.dispatch(userLogin({ username: 'partner@example.com', password: 'reisen123' }));
    expect(selectServicesBox(store.getState()).partnerWording).toBe(true);
  });

  it("the partner reads it on request in every place: the price box's line, the total and the booking's request", async () => {
    const { store } = await bookedStore('PRT-MOROCCO', { pax: 2, rooms: ['twin'] });
    const before = selectTotals(store.getState()).totalPrice;
    await store.dispatch(userLogin({ username: 'partner@example.com', password: 'reisen123' }));
    expect(selectPriceLines(store.getState())).toContainEqual(
      expect.objectContaining({ kind: 'service', name: 'Wüstencamp-Zuschlag', onRequest: true }),
    );
    expect(selectTotals(store.getState()).totalPrice).toBe(before - 240);
    expect(selectIsOnRequest(store.getState())).toBe(true);
    expect(selectBookingPayload(store.getState(), { language: 'de', whitelabel: null }).compulsoriesUpgrade).toEqual([
      expect.objectContaining({ price: -1 }),
    ]);
  });
});
