import { describe, expect, it } from 'vitest';
import { beginCheckoutEvent, newsletterSignUpEvent, purchaseEvent } from '@/domain/analytics';

const booking = {
  travelCode: 'GRP-ALPS',
  travelName: 'Alpenüberquerung',
  kind: 'B' as const,
  pax: 2,
  totalPrice: 4980.5,
};

describe('analytics (spec part 1 §4 "booking kind W, OA, B", part 2 §4, §9 "tracking currency EUR")', () => {
  it('begin_checkout carries the trip, the kind, the party and the amount in EUR', () => {
    expect(beginCheckoutEvent(booking)).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 4980.5,
        booking_kind: 'B',
        items: [
          { item_id: 'GRP-ALPS', item_name: 'Alpenüberquerung', item_category: 'B', price: 2490.25, quantity: 2 },
        ],
      },
    });
  });

  it('purchase names the booking number as the transaction', () => {
    const event = purchaseEvent({ ...booking, kind: 'W', pax: 3, totalPrice: 100 }, 'ASI-100001');
    expect(event.event).toBe('purchase');
    expect(event.ecommerce).toMatchObject({
      transaction_id: 'ASI-100001',
      booking_kind: 'W',
      value: 100,
      items: [{ item_category: 'W', price: 33.33, quantity: 3 }],
    });
  });

  it('a purchase without a number leaves the transaction out; a party of zero counts as one', () => {
    const event = purchaseEvent({ ...booking, pax: 0 }, null);
    expect(event.ecommerce.transaction_id).toBeUndefined();
    expect(event.ecommerce.items[0]?.quantity).toBe(1);
  });

  it('the newsletter sign-up holds no personal data', () => {
    expect(newsletterSignUpEvent()).toEqual({ event: 'sign_up', method: 'newsletter', currency: 'EUR' });
  });
});
