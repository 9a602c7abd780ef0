import { fetchInsuranceOffers } from '../../api/insurance';
import type { InsuranceOffer, InsuranceOffersRequest } from '../../api/schemas/insurance';
import { createResourceSlice } from '../../lib/request-phases';

export const insurance = createResourceSlice<InsuranceOffer[], InsuranceOffersRequest>({
  name: 'insurance',
  empty: [],
  load: fetchInsuranceOffers,
});
