import type { GiftVoucherRequest } from '@/api/gift-voucher';
import { giftVoucherOrderSchema, giftVoucherRequestSchema, type GiftVoucherOrder } from '@/api/schemas/gift-voucher';
import { z } from '@/config/z';
import { GIFT_VOUCHER_PAYMENTS, type GiftVoucherValues } from '@/domain/gift-voucher';

/** Where the tab keeps what was entered, so a reload or a failed order loses nothing (never a card: none is entered here). */
const DRAFT_KEY = 'asi-gift-voucher';

const EMPTY_GIFT_VOUCHER: GiftVoucherValues = {
  templateId: '',
  amount: '',
  recipient: '',
  message: '',
  firstname: '',
  lastname: '',
  email: '',
  payment: null,
  terms: false,
};

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** What the tab kept, field by field; anything unreadable is empty. The terms are asked again. */
export function readGiftVoucherDraft(storage: Pick<Storage, 'getItem'> | null): GiftVoucherValues {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (stored === null || typeof stored !== 'object') return EMPTY_GIFT_VOUCHER;
    const v = stored as Record<string, unknown>;
    const payment = GIFT_VOUCHER_PAYMENTS.find((p) => p === v.payment) ?? null;
    return {
      templateId: text(v.templateId, 100),
      amount: text(v.amount, 10),
      recipient: text(v.recipient, 200),
      message: text(v.message, 1000),
      firstname: text(v.firstname, 200),
      lastname: text(v.lastname, 200),
      email: text(v.email, 200),
      payment,
      terms: false,
    };
  } catch {
    return EMPTY_GIFT_VOUCHER;
  }
}

export function writeGiftVoucherDraft(storage: Pick<Storage, 'setItem'> | null, values: GiftVoucherValues): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ ...values, terms: false }));
  } catch {
    /* storage full or refused: the page still works */
  }
}

export function forgetGiftVoucherDraft(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to forget */
  }
}

/** Where the tab keeps an order made by invoice, so a reload shows its code again (not the empty form). */
const DONE_KEY = 'asi-gift-voucher-done';

export interface DoneOrder {
  order: GiftVoucherOrder;
  request: GiftVoucherRequest;
}

/** The order the tab kept, read with the call's own schemas; anything else is none. */
export function readDoneOrder(storage: Pick<Storage, 'getItem'> | null): DoneOrder | null {
  try {
    const stored = JSON.parse(storage?.getItem(DONE_KEY) ?? 'null') as { order?: unknown; request?: unknown } | null;
    const order = z.safeParse(giftVoucherOrderSchema, stored?.order);
    const request = z.safeParse(giftVoucherRequestSchema, stored?.request);
    return order.success && request.success ? { order: order.data, request: request.data } : null;
  } catch {
    return null;
  }
}

export function writeDoneOrder(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, done: DoneOrder | null): void {
  try {
    if (done) storage?.setItem(DONE_KEY, JSON.stringify(done));
    else storage?.removeItem(DONE_KEY);
  } catch {
    /* the thank-you still shows until the page goes */
  }
}
