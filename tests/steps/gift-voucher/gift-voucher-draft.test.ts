import { describe, expect, it } from 'vitest';
import { readDoneOrder, readGiftVoucherDraft, writeGiftVoucherDraft } from '@/steps/gift-voucher/gift-voucher-draft';

const storage = (text: string | null) => ({ getItem: () => text });

describe("the gift voucher's draft in the tab: nothing entered is lost on a reload", () => {
  it('comes back as entered, the terms asked again', () => {
    let saved: string | null = null;
    writeGiftVoucherDraft(
      { setItem: (_key, value) => (saved = value) },
      {
        templateId: 'north',
        amount: '75',
        recipient: 'Anna',
        message: 'Hallo',
        firstname: 'Erika',
        lastname: 'Muster',
        email: 'e@example.com',
        payment: 'BILL',
        terms: true,
      },
    );
    expect(readGiftVoucherDraft(storage(saved))).toMatchObject({
      templateId: 'north',
      amount: '75',
      recipient: 'Anna',
      payment: 'BILL',
      terms: false,
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"templateId":'],
    ['a list', '[1,2]'],
    ['a number', '42'],
  ])('%s reads as empty', (_case, text) => {
    expect(readGiftVoucherDraft(storage(text))).toMatchObject({
      templateId: '',
      amount: '',
      payment: null,
      terms: false,
    });
  });

  it('a hostile draft keeps only text of its length and a known way to pay', () => {
    const draft = readGiftVoucherDraft(
      storage(JSON.stringify({ recipient: 'x'.repeat(5000), amount: { a: 1 }, payment: 'CASH', terms: true })),
    );
    expect(draft.recipient).toHaveLength(200);
    expect(draft.amount).toBe('');
    expect(draft.payment).toBeNull();
    expect(draft.terms).toBe(false);
  });

  it('a storage that throws reads as empty', () => {
    expect(
      readGiftVoucherDraft({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }).templateId,
    ).toBe('');
  });
});

describe("an order by invoice is kept for the tab, read with the call's schemas", () => {
  const request = {
    templateId: 'north',
    amount: 75,
    recipient: 'Anna',
    message: '',
    buyer: { firstname: 'Erika', lastname: 'Muster', email: 'e@example.com' },
    paymentType: 'BILL',
    language: 'de',
  };
  it('a whole order comes back; a tampered one is none', () => {
    const order = { orderNo: 'GB-500001', code: 'GS-ABCD-EFGH', pdfUrl: '/fapi/voucher/pdf/GS-ABCD-EFGH', paid: false };
    expect(readDoneOrder(storage(JSON.stringify({ order, request })))).toEqual({ order, request });
    expect(readDoneOrder(storage(JSON.stringify({ order: { code: 'X' }, request })))).toBeNull();
    expect(readDoneOrder(storage(JSON.stringify({ order, request: { ...request, card: '4111' } })))).toBeNull();
    expect(readDoneOrder(storage('not json'))).toBeNull();
  });
});
