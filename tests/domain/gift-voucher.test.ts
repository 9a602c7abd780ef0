import { describe, expect, it } from 'vitest';
import {
  GIFT_VOUCHER_AMOUNT,
  giftVoucherAmount,
  giftVoucherErrors,
  giftVoucherPayments,
  type GiftVoucherValues,
} from '@/domain/gift-voucher';

// The gift voucher (spec part 2 §7 'POST /fapi/voucher/create/new'; its rules are decisions).
const VALID: GiftVoucherValues = {
  templateId: 'mountains',
  amount: '100',
  recipient: 'Anna Berg',
  message: '',
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika@example.com',
  payment: 'CARD',
  terms: true,
};
const RULES = { templateIds: ['mountains', 'north'], payments: ['CARD', 'INSTANT_TRANSFER'] as const };

describe('the amount: whole euros within GIFT_VOUCHER_AMOUNT', () => {
  it.each([
    [String(GIFT_VOUCHER_AMOUNT.min), GIFT_VOUCHER_AMOUNT.min],
    [String(GIFT_VOUCHER_AMOUNT.max), GIFT_VOUCHER_AMOUNT.max],
    [' 100 ', 100],
    ['1.000', 1000],
    ['100,00', 100],
    ['1.000,–', 1000],
    ['1.00', null],
    ['100,50', null],
    [String(GIFT_VOUCHER_AMOUNT.min - 1), null],
    [String(GIFT_VOUCHER_AMOUNT.max + 1), null],
    ['99,50', null],
    ['1e3', null],
    ['-50', null],
    ['', null],
  ])('%j is %s', (text, expected) => {
    expect(giftVoucherAmount(text)).toBe(expected);
  });
});

describe('what keeps a voucher from being ordered', () => {
  it('a whole order has no error', () => {
    expect(giftVoucherErrors(VALID, RULES)).toEqual({});
  });

  it.each<[string, Partial<GiftVoucherValues>, object]>([
    ['no design', { templateId: '' }, { templateId: { key: 'chooseTemplate' } }],
    ['a design no longer offered', { templateId: 'river' }, { templateId: { key: 'chooseTemplate' } }],
    ['no amount', { amount: ' ' }, { amount: { key: 'required' } }],
    [
      'an amount out of range',
      { amount: '10' },
      { amount: { key: 'amountRange', min: GIFT_VOUCHER_AMOUNT.min, max: GIFT_VOUCHER_AMOUNT.max } },
    ],
    ['no recipient', { recipient: '' }, { recipient: { key: 'required' } }],
    ['a message too long', { message: 'x'.repeat(301) }, { message: { key: 'maxLength', n: 300 } }],
    ['a bad e-mail', { email: 'erika@' }, { email: { key: 'invalidEmail' } }],
    ['no way to pay', { payment: null }, { payment: { key: 'choosePayment' } }],
    ['a way to pay not offered', { payment: 'BILL' }, { payment: { key: 'choosePayment' } }],
    ['the terms not accepted', { terms: false }, { terms: { key: 'acceptTerms' } }],
  ])('%s', (_case, change, expected) => {
    expect(giftVoucherErrors({ ...VALID, ...change }, RULES)).toEqual(expected);
  });
});

describe('the ways to pay a voucher', () => {
  it.each([
    [{ cardPayable: true, invoiceAllowed: true }, ['CARD', 'INSTANT_TRANSFER', 'BILL']],
    [{ cardPayable: false, invoiceAllowed: false }, ['INSTANT_TRANSFER']],
    [{ cardPayable: true, invoiceAllowed: false }, ['CARD', 'INSTANT_TRANSFER']],
  ])('%j: %j', (facts, expected) => {
    expect(giftVoucherPayments(facts)).toEqual(expected);
  });
});
