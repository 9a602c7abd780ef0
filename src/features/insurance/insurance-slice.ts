import { fetchInsuranceOffers } from '@/api/insurance';
import type { InsuranceOffer, InsuranceOffersRequest } from '@/api/schemas/insurance';
import { createResourceSlice } from '@/lib/request-phases';

export const insurance = createResourceSlice<InsuranceOffer[], InsuranceOffersRequest>({
  name: 'insurance',
  empty: [],
  load: fetchInsuranceOffers,
  // Offers that fail to load leave the insurance box with its own message.
  quiet: true,
});
