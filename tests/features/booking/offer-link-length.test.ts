import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerPageUrl } from '@/config/paths';
import { selectOffer, selectOfferText } from '@/features/booking/offer';
import { fullPartyStore } from '../../support/full-party';

// Issue 25: a shared offer's link is at most 300 characters for a party of 9 with all services.
// `npm run offer:length` runs this with OFFER_LENGTH_REPORT set and prints the figure.

export const OFFER_LINK_BUDGET = 300;

describe('the link', () => {
  it('is at most 300 characters for a party of 9 with every service (https, the longest language prefix)', async () => {
    const store = await fullPartyStore();
    const offer = selectOffer(store.getState());
    expect(offer?.pax).toBe(9);
    expect(offer?.rooms).toHaveLength(9);
    const text = selectOfferText(store.getState()) ?? '';
    const url = `https://booking.example-tours.com${offerPageUrl('it', 'GRP-ALPS', text)}`;
    if (process.env.OFFER_LENGTH_REPORT)
      writeFileSync(
        process.env.OFFER_LENGTH_REPORT,
        JSON.stringify({ url, length: url.length, budget: OFFER_LINK_BUDGET }),
      );
    expect(url.length).toBeLessThanOrEqual(OFFER_LINK_BUDGET);
  });
});
