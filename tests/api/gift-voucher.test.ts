import { describe, expect, it } from 'vitest';
import { createGiftVoucher, type GiftVoucherRequest } from '@/api/gift-voucher';
import { giftVoucherOrderSchema, giftVoucherTemplatesSchema } from '@/api/schemas/gift-voucher';
import { z } from '@/config/z';
import { redeemVoucher } from '@/api/vouchers';
import { createTestClient } from '../support/api';
import { mock } from '../support/mock-server';

// docs/api/gift-voucher.md: the templates of the page configuration, POST /fapi/voucher/create/new.
const ORDER: GiftVoucherRequest = {
  templateId: 'mountains',
  amount: 150,
  recipient: 'Anna Berg',
  message: 'Alles Gute!',
  buyer: { firstname: 'Erika', lastname: 'Muster', email: 'erika@example.com' },
  paymentType: 'CARD',
  language: 'de',
};
const LOOKUP = {
  organizerId: 'ASI',
  travelCode: 'GRP-ALPS',
  dateSpan: '2027-06-01|2027-06-08',
  user: {
    email: 'max@example.com',
    female: false,
    lastname: 'M',
    firstname: 'Max',
    title: '',
    street: 'Weg',
    country: 'DE',
    postcode: '80331',
    city: 'München',
    birthday: '1980-01-01',
    mobile: '+491701234567',
  },
};

describe('the voucher templates of the page configuration', () => {
  it('keeps what can be read: a numeric id as text, a broken picture or amount as none, a template without title left out', () => {
    const templates = z.parse(giftVoucherTemplatesSchema, [
      { id: 7, title: 'Meer', image: { src: 'javascript:alert(1)', width: 1, height: 1 }, amounts: [50, -5, 'x'] },
      { id: 'x' },
      'broken',
      { id: 'north', title: 'Norden', text: 'Weit', amounts: 'many' },
    ]);
    expect(templates).toEqual([
      { id: '7', title: 'Meer', text: null, image: null, amounts: [50, null, null] },
      null,
      null,
      { id: 'north', title: 'Norden', text: 'Weit', image: null, amounts: [] },
    ]);
  });

  it('a configuration that is no list has no templates', () => {
    expect(z.parse(giftVoucherTemplatesSchema, { a: 1 })).toEqual([]);
  });
});

describe("the order's reply", () => {
  it('needs the order number; a PDF address elsewhere than this site or https is none', () => {
    expect(z.safeParse(giftVoucherOrderSchema, { code: 'X' }).success).toBe(false);
    expect(z.parse(giftVoucherOrderSchema, { orderNo: 500001 }).orderNo).toBe('500001');
    expect(z.parse(giftVoucherOrderSchema, { orderNo: 'GS-1', pdfUrl: '//evil.example/x.pdf', paid: 1 })).toEqual({
      orderNo: 'GS-1',
      code: null,
      pdfUrl: null,
      paid: true,
    });
  });
});

describe('the mock makes real, redeemable codes', () => {
  it('one order per Idempotency-Key; by card the code counts once paid; by invoice at once', async () => {
    const api = createTestClient();
    const first = await createGiftVoucher(api, ORDER, { idempotencyKey: 'k-1' });
    const again = await createGiftVoucher(api, ORDER, { idempotencyKey: 'k-1' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ code: null, pdfUrl: null, paid: false });
    expect(mock.db.state.giftVouchers).toHaveLength(1);
    const code = mock.db.state.giftVouchers?.[0]?.code ?? '';
    await expect(redeemVoucher(api, code, LOOKUP)).rejects.toMatchObject({ status: 404 });
    mock.db.state.paidBookings = [first.orderNo];
    await expect(redeemVoucher(api, code, LOOKUP)).resolves.toMatchObject({ code, reduction: 150 });

    const byInvoice = await createGiftVoucher(api, { ...ORDER, paymentType: 'BILL' }, { idempotencyKey: 'k-2' });
    expect(byInvoice.code).toMatch(/^GS-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(byInvoice.pdfUrl).toBe(`/fapi/voucher/pdf/${byInvoice.code}`);
  });

  it('refuses an order that is not whole, in the page language', async () => {
    await expect(
      createGiftVoucher(createTestClient('en'), { ...ORDER, amount: 10 }, { idempotencyKey: 'k-3' }),
    ).rejects.toMatchObject({ status: 400, message: 'The voucher order is incomplete.' });
  });
});
