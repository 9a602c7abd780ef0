import { describe, expect, it } from 'vitest';
import { effectivePaymentMethod, isPaymentMissing, paymentMethodsOffered, paymentTypeOf, PAYMENT_METHOD_IDS } from '../../src/domain/payment';

describe('payment methods (spec part 2 §6 "canPay false" for agencies, §9 "payment methods overall")', () => {
  const open = { canPay: true, onRequest: false, bookingRequest: false, totalPrice: 2490 };
  it('offers Visa, Mastercard, Diners Club, Visa Debit, VPay, Mastercard Debit, Maestro, instant transfer and invoice', () => {
    expect(paymentMethodsOffered(open)).toEqual(['VISA', 'MASTERCARD', 'DINERS', 'VISA_DEBIT', 'VPAY', 'MASTERCARD_DEBIT', 'MAESTRO', 'INSTANT_TRANSFER', 'BILL']);
  });
  it.each([
    ['an agency cannot pay online', { canPay: false }, []],
    ['a booking on request is not paid now', { onRequest: true }, []],
    ['a booking request is not paid now', { bookingRequest: true }, []],
    ['a total of zero is paid by bill (spec part 1 §4)', { totalPrice: 0 }, ['BILL']],
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

  it.each([['VISA', 'CARD'], ['MAESTRO', 'CARD'], ['VPAY', 'CARD'], ['INSTANT_TRANSFER', 'INSTANT_TRANSFER'], ['BILL', 'BILL']] as const)('%s is paid as %s', (method, type) => {
    expect(paymentTypeOf(method)).toBe(type);
  });
});
