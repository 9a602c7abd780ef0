import type { ApiClient } from './client';
import { insuranceOfferListSchema, type InsuranceOffersRequest } from './schemas/insurance';

export const fetchInsuranceOffers = (client: ApiClient, body: InsuranceOffersRequest) =>
  client.request('/fapi/insurance/offers', { method: 'POST', body, schema: insuranceOfferListSchema });
