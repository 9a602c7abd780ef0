import type { GiftVoucherRecord, MockState } from './database';
import { buildVviPdf } from '../vvi-pdf';
import { isLanguage } from '../../src/config/language';
import { paymentPageUrl } from '../../src/config/paths';
import { mockTexts } from '../texts';

/** The first number of the demo's voucher orders (GB-…), apart from the bookings' ASI-… numbers and the codes' GS-…. */
const FIRST_ORDER = 500001;
/** A code's letters: no 0/O or 1/I to mix up when typed from paper. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new voucher code: GS-XXXX-XXXX from the letters above. */
function newCode(taken: ReadonlySet<string>): string {
  for (;;) {
    const part = () =>
      Array.from({ length: 4 }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join('');
    const code = `GS-${part()}-${part()}`;
    if (!taken.has(code)) return code;
  }
}

export function giftVoucherOrders(state: MockState): GiftVoucherRecord[] {
  return state.giftVouchers ?? [];
}

/** Records an order: its number and its code (which counts once paid, or at once by invoice). */
export function recordGiftVoucher(
  state: MockState,
  order: Omit<GiftVoucherRecord, 'orderNo' | 'code' | 'createdAt'>,
): GiftVoucherRecord {
  const orders = giftVoucherOrders(state);
  const record: GiftVoucherRecord = {
    ...order,
    orderNo: `GB-${FIRST_ORDER + orders.length}`,
    code: newCode(new Set(orders.map((o) => o.code))),
    createdAt: new Date().toISOString(),
  };
  state.giftVouchers = [...orders, record];
  return record;
}

/** A voucher that can be redeemed: paid (or ordered by invoice) and not redeemed yet. */
export function isGiftVoucherValid(record: GiftVoucherRecord, state: MockState): boolean {
  return record.paymentType === 'BILL' || (state.paidBookings ?? []).includes(record.orderNo);
}

/** Where its PDF is (GET /fapi/voucher/pdf/{code}). */
export const giftVoucherPdfPath = (code: string) => `/fapi/voucher/pdf/${encodeURIComponent(code)}`;

const euros = (amount: number) => `EUR ${amount.toFixed(2).replace('.', ',')}`;

/** The voucher as a one-page PDF, as the operator would send it. */
export function giftVoucherPdf(record: GiftVoucherRecord): Uint8Array<ArrayBuffer> {
  return buildVviPdf([
    'Reisegutschein',
    `Wert: ${euros(record.amount)}`,
    `Für: ${record.recipient}`,
    ...(record.message ? [`"${record.message.replace(/\s+/g, ' ').slice(0, 90)}"`] : []),
    `Von: ${record.buyer.firstname} ${record.buyer.lastname}`,
    `Gutscheincode: ${record.code}`,
    `Bestellung: ${record.orderNo}`,
    'Einlösbar bei jeder Buchung im letzten Schritt unter "Gutschein".',
  ]);
}

/** The e-mail the operator sends the buyer (GET /__mock/mail/{orderNo}): the code and PDF once the voucher counts, else the payment link. */
export function giftVoucherMail(record: GiftVoucherRecord, state: MockState, origin: string): string {
  const lang = isLanguage(record.language) ? record.language : 'de';
  const voucher = {
    firstname: record.buyer.firstname,
    recipient: record.recipient,
    amount: euros(record.amount),
    code: record.code,
    orderNo: record.orderNo,
  };
  return isGiftVoucherValid(record, state)
    ? mockTexts(lang).mail.giftVoucher({ ...voucher, link: `${origin}${giftVoucherPdfPath(record.code)}` })
    : mockTexts(lang).mail.giftVoucherOpen({ ...voucher, link: `${origin}${paymentPageUrl(lang, record.orderNo)}` });
}
