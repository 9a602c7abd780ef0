import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  effectivePaymentMethod,
  isPaymentMissing,
  paymentMethodsOffered,
  paymentTypeOf,
  PAYMENT_METHOD_IDS,
} from '@/domain/payment';
import { paymentCategoriesOffered, preselectedCategory } from '@/domain/payment-page';
import { cardBrand as detectCardBrand, type CardBrand } from '@/domain/validation/card';

describe('payment methods (spec part 2 §6 "canPay false" for agencies, §9 "payment methods overall")', () => {
  const open = { canPay: true, onRequest: false, bookingRequest: false, totalPrice: 2490, canPayByCard: true };
  it('offers Visa, Mastercard, Diners Club, Visa Debit, Mastercard Debit, Maestro, instant transfer and invoice (V PAY: decision)', () => {
    expect(paymentMethodsOffered(open)).toEqual([
      'VISA',
      'MASTERCARD',
      'DINERS',
      'VISA_DEBIT',
      'MASTERCARD_DEBIT',
      'MAESTRO',
      'INSTANT_TRANSFER',
      'BILL',
    ]);
  });
  it.each([
    ['an agency cannot pay online', { canPay: false }, []],
    ['a booking on request is not paid now', { onRequest: true }, []],
    ['a booking request is not paid now', { bookingRequest: true }, []],
    ['a total of zero is paid by bill (spec part 1 §4)', { totalPrice: 0 }, ['BILL']],
    ['without a card payment provider no card (issue 38)', { canPayByCard: false }, ['INSTANT_TRANSFER', 'BILL']],
    ['a total of zero without a provider is still paid by bill', { totalPrice: 0, canPayByCard: false }, ['BILL']],
  ])('%s', (_case, facts, expected) => {
    expect(paymentMethodsOffered({ ...open, ...facts })).toEqual(expected);
  });

  it.each([
    [['BILL'], null, 'BILL'],
    [[...PAYMENT_METHOD_IDS], null, null],
    [[...PAYMENT_METHOD_IDS], 'MAESTRO', 'MAESTRO'],
    [['BILL'], 'VISA', 'BILL'],
    [[], 'VISA', null],
  ] as const)('offered %j, chosen %j -> %j', (offered, chosen, expected) => {
    expect(effectivePaymentMethod(offered, chosen)).toBe(expected);
  });

  it.each([
    [[...PAYMENT_METHOD_IDS], null, true],
    [[...PAYMENT_METHOD_IDS], 'VISA', false],
    [['BILL'], null, false],
    [[], null, false],
  ] as const)('offered %j, chosen %j: missing %s', (offered, chosen, missing) => {
    expect(isPaymentMissing(offered, chosen)).toBe(missing);
  });

  it.each([
    ['VISA', 'CARD'],
    ['MAESTRO', 'CARD'],
    ['VISA_DEBIT', 'CARD'],
    ['INSTANT_TRANSFER', 'INSTANT_TRANSFER'],
    ['BILL', 'BILL'],
  ] as const)('%s is paid as %s', (method, type) => {
    expect(paymentTypeOf(method)).toBe(type);
  });
});

describe('step 3 offers only what the payment page can take (issue 23)', () => {
  it('every card method is paid with a card network the payment page accepts; the others are no card', () => {
    const accepted: readonly CardBrand[] = ['visa', 'mastercard', 'diners', 'maestro'];
    for (const method of PAYMENT_METHOD_IDS) {
      const brand = cardBrandOf(method);
      if (paymentTypeOf(method) === 'CARD') expect(accepted).toContain(brand);
      else expect(brand).toBeNull();
    }
    expect(detectCardBrand('4111111111111111')).toBe(cardBrandOf('VISA_DEBIT'));
    expect(detectCardBrand('5555555555554444')).toBe(cardBrandOf('MASTERCARD_DEBIT'));
  });

  it.each([
    ['INSTANT_TRANSFER', 'INSTANT_TRANSFER'],
    ['VISA', 'CARD'],
    ['MAESTRO', 'CARD'],
    ['BILL', 'CARD'],
    [null, 'CARD'],
  ] as const)('the payment page starts with %s as %s', (method, category) => {
    expect(preselectedCategory(method, paymentCategoriesOffered(true))).toBe(category);
  });

  it('without a card payment provider the payment page offers the instant transfer alone, and starts with it (issue 38 §3)', () => {
    expect(paymentCategoriesOffered(true)).toEqual(['CARD', 'INSTANT_TRANSFER']);
    expect(paymentCategoriesOffered(false)).toEqual(['INSTANT_TRANSFER']);
    expect(preselectedCategory('VISA', paymentCategoriesOffered(false))).toBe('INSTANT_TRANSFER');
    expect(preselectedCategory(null, [])).toBe('INSTANT_TRANSFER');
  });
});
