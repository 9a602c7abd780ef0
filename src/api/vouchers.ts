import type { ApiClient } from './client';
import { voucherSchema, type VoucherRequest } from './schemas';

export const redeemVoucher = (client: ApiClient, code: string, body: VoucherRequest) =>
  client.request(`/fapi/voucher/${encodeURIComponent(code)}`, { method: 'POST', body, schema: voucherSchema });
