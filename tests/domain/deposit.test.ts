import { describe, expect, it } from 'vitest';
import { amountDueNow, paymentPlan } from '@/domain/deposit';

describe('deposit (spec part 2 §9: 20 % of the trip price rounded down, rest 20 days before departure, within 20 days everything now)', () => {
  it.each([
    [
      'far ahead',
      { tripPrice: 4980, insurancePrice: 0, totalPrice: 4980, start: '2027-05-10' },
      {
        deposit: 996,
        insuranceNow: 0,
        dueNow: 996,
        balance: 3984,
        balanceDueDate: '2027-04-20',
        fullPaymentNow: false,
      },
    ],
    [
      'rounded down to whole euros',
      { tripPrice: 1299.99, insurancePrice: 0, totalPrice: 1299.99, start: '2027-05-10' },
      { deposit: 259, dueNow: 259, balance: 1040.99 },
    ],
    [
      'the deposit is 20 % of the trip alone; the premium is due with it, a line of its own',
      { tripPrice: 2000, insurancePrice: 89, totalPrice: 2089, start: '2027-05-10' },
      { deposit: 400, insuranceNow: 89, dueNow: 489, balance: 1600 },
    ],
    [
      'a voucher applies to the final payment: the deposit stays',
      { tripPrice: 2000, insurancePrice: 0, totalPrice: 1950, start: '2027-05-10' },
      { deposit: 400, dueNow: 400, balance: 1550 },
    ],
    [
      'never more than the total (a large voucher)',
      { tripPrice: 2000, insurancePrice: 0, totalPrice: 300, start: '2027-05-10' },
      { deposit: 300, dueNow: 300, balance: 0 },
    ],
    [
      'a voucher taking the trip and part of the premium',
      { tripPrice: 500, insurancePrice: 89, totalPrice: 50, start: '2027-05-10' },
      { deposit: 0, insuranceNow: 50, dueNow: 50, balance: 0 },
    ],
    [
      '21 days ahead: deposit',
      { tripPrice: 1000, insurancePrice: 0, totalPrice: 1000, start: '2026-12-12' },
      { deposit: 200, fullPaymentNow: false, balanceDueDate: '2026-11-22' },
    ],
    [
      '20 days ahead: all now',
      { tripPrice: 1000, insurancePrice: 0, totalPrice: 1000, start: '2026-12-11' },
      { deposit: 1000, dueNow: 1000, balance: 0, balanceDueDate: null, fullPaymentNow: true },
    ],
    [
      'tomorrow: all now, the premium apart',
      { tripPrice: 1000, insurancePrice: 50, totalPrice: 1050, start: '2026-11-22' },
      { deposit: 1000, insuranceNow: 50, dueNow: 1050, fullPaymentNow: true },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(paymentPlan({ ...input, today: '2026-11-21' })).toMatchObject(expected);
  });

  it('due now = deposit + premium, never more than the total: the same number from the plan and from the sent totals', () => {
    for (const input of [
      { tripPrice: 4980, insurancePrice: 120, totalPrice: 5100, start: '2027-05-10' },
      { tripPrice: 2000, insurancePrice: 89, totalPrice: 39, start: '2027-05-10' },
      { tripPrice: 1000, insurancePrice: 50, totalPrice: 1050, start: '2026-11-25' },
    ]) {
      const plan = paymentPlan({ ...input, today: '2026-11-21' });
      expect(
        amountDueNow({
          deposit: plan.deposit,
          totalInsurancePrice: input.insurancePrice,
          totalPrice: input.totalPrice,
        }),
      ).toBe(plan.dueNow);
      expect(plan.dueNow + plan.balance).toBeCloseTo(input.totalPrice, 2);
    }
  });
});
