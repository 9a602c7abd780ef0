import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { createGiftVoucher, type GiftVoucherRequest } from '@/api/gift-voucher';
import type { GiftVoucherOrder } from '@/api/schemas/gift-voucher';
import { idempotencyKey } from '@/domain/idempotency';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';
import { readDoneOrder, writeDoneOrder } from './gift-voucher-draft';

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
export function useGiftVoucherOrder(api: ApiClient, storage: Storage | null) {
  // An order by invoice made in this tab shows again after a reload, with its code.
  const [state, setState] = useState<OrderState>(() => {
    const done = readDoneOrder(storage);
    return done ? { phase: 'ordered', ...done } : { phase: 'editing' };
  });
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
        if (request.paymentType === 'BILL') writeDoneOrder(storage, { order: reply, request });
        setState({ phase: 'ordered', order: reply, request });
        return reply;
      } catch (error) {
        setState({ phase: 'failed', error: serializeError(error) });
        return null;
      } finally {
        busy.current = false;
      }
    },
    [api, storage],
  );
  /** Another voucher: the form again, empty but for what the draft keeps. */
  const another = useCallback(() => {
    writeDoneOrder(storage, null);
    setState({ phase: 'editing' });
  }, [storage]);
  return { state, order, another };
}
