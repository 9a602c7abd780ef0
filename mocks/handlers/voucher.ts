import { http, HttpResponse } from 'msw';
import { mockTexts } from '../texts';
import type { GiftVoucherRecord, MockDatabase } from '../db/database';
import {
  giftVoucherOrders,
  giftVoucherPdf,
  giftVoucherPdfPath,
  isGiftVoucherValid,
  recordGiftVoucher,
} from '../db/gift-vouchers';
import { GIFT_VOUCHER_AMOUNT, GIFT_VOUCHER_LIMITS, GIFT_VOUCHER_PAYMENTS } from '../../src/domain/gift-voucher';
import { api, languageOf, readJson, route } from './respond';

const text = (value: unknown, max: number, required = true): string | null =>
  typeof value === 'string' && value.trim().length <= max && (!required || value.trim() !== '') ? value.trim() : null;

/** The order as the operator's server would check it (docs/api/gift-voucher.md); null when it is not whole. */
function readOrder(
  body: Record<string, unknown>,
): Omit<GiftVoucherRecord, 'orderNo' | 'code' | 'createdAt' | 'idempotencyKey'> | null {
  const buyer = (body.buyer ?? {}) as Record<string, unknown>;
  const amount = body.amount;
  const templateId = text(body.templateId, 100);
  const recipient = text(body.recipient, GIFT_VOUCHER_LIMITS.recipient);
  const message = body.message === undefined ? '' : text(body.message, GIFT_VOUCHER_LIMITS.message, false);
  const firstname = text(buyer.firstname, GIFT_VOUCHER_LIMITS.firstname);
  const lastname = text(buyer.lastname, GIFT_VOUCHER_LIMITS.lastname);
  const email = text(buyer.email, GIFT_VOUCHER_LIMITS.email);
  const paymentType = GIFT_VOUCHER_PAYMENTS.find((type) => type === body.paymentType);
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < GIFT_VOUCHER_AMOUNT.min ||
    amount > GIFT_VOUCHER_AMOUNT.max ||
    !templateId ||
    !recipient ||
    message === null ||
    !firstname ||
    !lastname ||
    !email ||
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ||
    !paymentType
  )
    return null;
  return {
    templateId,
    amount,
    recipient,
    message,
    buyer: { firstname, lastname, email },
    paymentType,
    language: typeof body.language === 'string' ? body.language : 'de',
  };
}

/** The reply to an order: its number, and once the voucher counts (by invoice at once) its code and PDF. */
const orderReply = (record: GiftVoucherRecord, db: MockDatabase) => {
  const valid = isGiftVoucherValid(record, db.state);
  return {
    orderNo: record.orderNo,
    amount: record.amount,
    paid: record.paymentType !== 'BILL' && valid,
    code: valid ? record.code : null,
    pdfUrl: valid ? giftVoucherPdfPath(record.code) : null,
  };
};

export const voucherHandlers = (db: MockDatabase) => [
  http.post(
    api('/fapi/voucher/create/new'),
    route(db, async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const same = key ? giftVoucherOrders(db.state).find((order) => order.idempotencyKey === key) : undefined;
      if (same) return HttpResponse.json(orderReply(same, db));
      const order = readOrder(await readJson(request));
      if (!order)
        return HttpResponse.json({ message: mockTexts(languageOf(request)).voucher.orderIncomplete }, { status: 400 });
      const record = recordGiftVoucher(db.state, { ...order, idempotencyKey: key });
      db.save();
      return HttpResponse.json(orderReply(record, db), { status: 201 });
    }),
  ),
  http.get(
    api('/fapi/voucher/pdf/:code'),
    route(db, ({ params, request }) => {
      const code = String(params.code).toUpperCase();
      const record = giftVoucherOrders(db.state).find((order) => order.code === code);
      if (!record || !isGiftVoucherValid(record, db.state))
        return HttpResponse.json({ message: mockTexts(languageOf(request)).voucher.unknownPdf }, { status: 404 });
      return new HttpResponse(giftVoucherPdf(record), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="Gutschein-${record.code}.pdf"`,
        },
      });
    }),
  ),
  http.post(
    api('/fapi/voucher/:code'),
    route(db, ({ params, request }) => {
      const code = String(params.code).trim().toUpperCase();
      const gift = giftVoucherOrders(db.state).find(
        (order) => order.code === code && isGiftVoucherValid(order, db.state),
      );
      const voucher =
        db.catalogue.vouchers.find((v) => v.code === code) ??
        (gift ? { code: gift.code, reduction: gift.amount, percentage: null } : undefined);
      const lang = languageOf(request);
      if (!voucher) return HttpResponse.json({ message: mockTexts(lang).voucher.unknown }, { status: 404 });
      if (db.state.redeemedVouchers.includes(code))
        return HttpResponse.json({ message: mockTexts(lang).voucher.redeemed }, { status: 409 });
      return HttpResponse.json({ ...voucher, redeemed: false });
    }),
  ),
];
