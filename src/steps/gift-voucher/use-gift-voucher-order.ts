import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { createGiftVoucher, type GiftVoucherRequest } from '@/api/gift-voucher';
import type { GiftVoucherOrder } from '@/api/schemas/gift-voucher';
import { idempotencyKey } from '@/domain/idempotency';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';

export type OrderState =
  | { phase: 'editing' }
  | { phase: 'sending' }
  | { phase: 'failed'; error: SerializedApiError }
  | { phase: 'ordered'; order: GiftVoucherOrder; request: GiftVoucherRequest };

/**
 * Orders the voucher once: a second press while it is on its way is ignored, and the same order
 * sent again after no answer carries the same Idempotency-Key (the tab's salt and the body), so
 * the server makes one voucher. A failure keeps everything entered.
 */
export function useGiftVoucherOrder(api: ApiClient) {
  const [state, setState] = useState<OrderState>({ phase: 'editing' });
  const busy = useRef(false);
  const order = useCallback(
    async (request: GiftVoucherRequest): Promise<GiftVoucherOrder | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState({ phase: 'sending' });
      const key = idempotencyKey(tabSalt(), JSON.stringify(request));
      try {
        const reply = await createGiftVoucher(api, request, { idempotencyKey: key });
        renewTabSalt();
        setState({ phase: 'ordered', order: reply, request });
        return reply;
      } catch (error) {
        setState({ phase: 'failed', error: serializeError(error) });
        return null;
      } finally {
        busy.current = false;
      }
    },
    [api],
  );
  return { state, order };
}
