import { fetchInsuranceOffers } from '@/api/insurance';
import type { InsuranceOffer, InsuranceOffersRequest } from '@/api/schemas/insurance';
import { createAskedResourceSlice, type AskedResourceState } from '@/lib/request-phases';

/** The offers' family; `asked` is the query (trip, price, travellers) the offers answer. */
export type InsuranceOffersState = AskedResourceState<InsuranceOffer[], InsuranceOffersRequest>;

export const insurance = createAskedResourceSlice<InsuranceOffer[], InsuranceOffersRequest, InsuranceOffersRequest>({
  name: 'insurance',
  empty: [],
  load: fetchInsuranceOffers,
  // Offers that fail to load leave the insurance box with its own message.
  quiet: true,
  asked: (query) => query,
});
