import type { ApiClient } from './client';
import { ApiError } from './errors';
import { voucherSchema, type Voucher, type VoucherRequest } from './schemas';

/**
 * POST /fapi/voucher/{code} (spec part 2 §7). A reply that says the voucher is redeemed or carries
 * the error flag is a refusal (spec part 2 §3 'redeemed, error flag and message', §4 'error clears
 * the voucher, message kept'), however it came: it fails with the server's message, like a 4xx.
 */
export async function redeemVoucher(client: ApiClient, code: string, body: VoucherRequest): Promise<Voucher> {
  const path = `/fapi/voucher/${encodeURIComponent(code)}`;
  const voucher = await client.request(path, { method: 'POST', body, schema: voucherSchema });
  if (voucher.redeemed || voucher.error) {
    const message = voucher.message?.trim() ?? '';
    throw new ApiError('http', message, { status: 409, call: `POST ${path}`, serverText: message !== '' });
  }
  return voucher;
}
