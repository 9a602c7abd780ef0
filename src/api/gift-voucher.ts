import type { ApiClient } from './client';
import { giftVoucherOrderSchema, type GiftVoucherOrder, type giftVoucherRequestSchema } from './schemas/gift-voucher';
import type { z } from '../config/z';

/** The body of POST /fapi/voucher/create/new (docs/api/gift-voucher.md). */
export type GiftVoucherRequest = z.output<typeof giftVoucherRequestSchema>;

/**
 * POST /fapi/voucher/create/new (spec part 2 §7 'create voucher'): orders a gift voucher. The same
 * order sent again (no answer, a second press) carries the same Idempotency-Key: one voucher.
 */
export const createGiftVoucher = (
  client: ApiClient,
  body: GiftVoucherRequest,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<GiftVoucherOrder> =>
  client.request('/fapi/voucher/create/new', {
    method: 'POST',
    body,
    schema: giftVoucherOrderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
