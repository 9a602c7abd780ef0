import { describe, expect, it } from 'vitest';
import { paymentPlan } from '../../src/domain/deposit';

describe('deposit (spec part 2 §9: 20 % rounded down, rest 20 days before departure, within 20 days everything now)', () => {
  it.each([
    ['far ahead', { tripPrice: 4980, insurancePrice: 0, totalPrice: 4980, start: '2027-05-10' }, { deposit: 996, balance: 3984, balanceDueDate: '2027-04-20', fullPaymentNow: false }],
    ['rounded down to whole euros', { tripPrice: 1299.99, insurancePrice: 0, totalPrice: 1299.99, start: '2027-05-10' }, { deposit: 259, balance: 1040.99 }],
    ['insurance is due with the deposit', { tripPrice: 2000, insurancePrice: 89, totalPrice: 2089, start: '2027-05-10' }, { deposit: 489, balance: 1600 }],
    ['never more than the total (voucher)', { tripPrice: 2000, insurancePrice: 0, totalPrice: 300, start: '2027-05-10' }, { deposit: 300, balance: 0 }],
    ['21 days ahead: deposit', { tripPrice: 1000, insurancePrice: 0, totalPrice: 1000, start: '2026-12-12' }, { deposit: 200, fullPaymentNow: false, balanceDueDate: '2026-11-22' }],
    ['20 days ahead: all now', { tripPrice: 1000, insurancePrice: 0, totalPrice: 1000, start: '2026-12-11' }, { deposit: 1000, balance: 0, balanceDueDate: null, fullPaymentNow: true }],
    ['tomorrow: all now', { tripPrice: 1000, insurancePrice: 50, totalPrice: 1050, start: '2026-11-22' }, { deposit: 1050, fullPaymentNow: true }],
  ] as const)('%s', (_name, input, expected) => {
    expect(paymentPlan({ ...input, today: '2026-11-21' })).toMatchObject(expected);
  });
});
