import type { ApiClient } from './client';
import { insuranceOfferListSchema, preContractSchema, type InsuranceOffersRequest } from './schemas/insurance';

export const fetchInsurances = (client: ApiClient) => client.request('/fapi/insurance', { schema: insuranceOfferListSchema });

export const fetchInsuranceOffers = (client: ApiClient, body: InsuranceOffersRequest) =>
  client.request('/fapi/insurance/offers', { method: 'POST', body, schema: insuranceOfferListSchema });

export const fetchPreContract = (client: ApiClient, body: InsuranceOffersRequest & { offerId: string; user: unknown }) =>
  client.request('/fapi/insurance/pre-contract', { method: 'POST', body, schema: preContractSchema });
