import type { ApiClient, Call } from './client';
import {
  insuranceOfferListSchema,
  preContractSchema,
  type InsuranceOffersRequest,
  type PreContractRequest,
} from './schemas/insurance';

export const fetchInsuranceOffers = (client: ApiClient, body: InsuranceOffersRequest, { signal }: Call = {}) =>
  client.request('/fapi/insurance/offers', { method: 'POST', body, schema: insuranceOfferListSchema, signal });

/** POST /fapi/insurance/pre-contract (spec part 2 §7): the offer, the trip and the customer. */
export const fetchPreContract = (client: ApiClient, body: PreContractRequest) =>
  client.request('/fapi/insurance/pre-contract', { method: 'POST', body, schema: preContractSchema });
