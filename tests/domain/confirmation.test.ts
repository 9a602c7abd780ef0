import { describe, expect, it } from 'vitest';
import { confirmationFacts, type ConfirmedBooking } from '@/domain/confirmation';
import { dueLabel } from '@/domain/payment';

const booked: ConfirmedBooking = {
  onRequest: false,
  bookingRequest: false,
  byAgency: false,
  paymentDirect: false,
  paymentType: 'CARD',
  totalPrice: 4980,
  deposit: 1006,
  totalInsurancePrice: 0,
  start: '2027-06-10',
};

describe('what the confirmation says comes next (spec part 2 §2, §9 "Deposit")', () => {
  it("names the amount due now as step 3's plan names it: with the invoice, online, or not for an agency", () => {
    expect(dueLabel({ byAgency: false, paymentType: 'BILL' })).toBe('dueWithInvoice');
    expect(dueLabel({ byAgency: false, paymentType: 'CARD' })).toBe('dueNow');
    expect(dueLabel({ byAgency: false, paymentType: 'INSTANT_TRANSFER' })).toBe('dueNow');
    expect(dueLabel({ byAgency: false, paymentType: null })).toBe('dueNow');
    expect(dueLabel({ byAgency: true, paymentType: 'BILL' })).toBeNull();
  });

  it.each([
    [
      'a card booking pays its deposit online',
      {},
      { kind: 'book', dueNow: 1006, payOnline: true, paymentLinkByEmail: false, fullNow: false, dueLabel: 'dueNow' },
    ],
    [
      'an instant transfer too',
      { paymentType: 'INSTANT_TRANSFER' },
      { kind: 'book', dueNow: 1006, payOnline: true, paymentLinkByEmail: false, fullNow: false, dueLabel: 'dueNow' },
    ],
    [
      'an invoice is not paid online',
      { paymentType: 'BILL' },
      {
        kind: 'book',
        dueNow: 1006,
        payOnline: false,
        paymentLinkByEmail: false,
        fullNow: false,
        dueLabel: 'dueWithInvoice',
      },
    ],
    [
      'a request pays nothing now',
      { onRequest: true },
      { kind: 'request', dueNow: 0, payOnline: false, paymentLinkByEmail: false, fullNow: false, dueLabel: null },
    ],
    [
      'a booking request neither',
      { bookingRequest: true },
      { kind: 'request', dueNow: 0, payOnline: false, paymentLinkByEmail: false, fullNow: false, dueLabel: null },
    ],
    [
      'an agency is invoiced',
      { byAgency: true, paymentType: null },
      { kind: 'book', dueNow: 1006, payOnline: false, paymentLinkByEmail: false, fullNow: false, dueLabel: null },
    ],
    [
      "a direct-payment agency's customer gets the link by e-mail (spec part 2 §6)",
      { byAgency: true, paymentDirect: true, paymentType: null },
      { kind: 'book', dueNow: 1006, payOnline: false, paymentLinkByEmail: true, fullNow: false, dueLabel: null },
    ],
    [
      'a direct-payment request sends no link',
      { byAgency: true, paymentDirect: true, onRequest: true },
      { kind: 'request', dueNow: 0, payOnline: false, paymentLinkByEmail: false, fullNow: false, dueLabel: null },
    ],
    [
      'no deposit sent means the total is due',
      { deposit: 0 },
      { kind: 'book', dueNow: 4980, payOnline: true, paymentLinkByEmail: false, fullNow: true, dueLabel: 'dueNow' },
    ],
    [
      'a total of zero (a voucher) pays nothing',
      { totalPrice: 0, deposit: 0, paymentType: 'BILL' },
      { kind: 'book', dueNow: 0, payOnline: false, paymentLinkByEmail: false, fullNow: false, dueLabel: null },
    ],
    [
      'the insurance premium is due with the deposit (decision: the same number as step 3 and the payment page)',
      { totalPrice: 5069, totalInsurancePrice: 89 },
      { kind: 'book', dueNow: 1095, payOnline: true, paymentLinkByEmail: false, fullNow: false, dueLabel: 'dueNow' },
    ],
    [
      'never more than the total',
      { totalPrice: 500, deposit: 900 },
      { kind: 'book', dueNow: 500, payOnline: true, paymentLinkByEmail: false, fullNow: true, dueLabel: 'dueNow' },
    ],
  ] as [string, Partial<ConfirmedBooking>, object][])('%s', (_case, facts, expected) => {
    expect(confirmationFacts({ ...booked, ...facts })).toMatchObject(expected);
  });

  it.each([
    ['a deposit leaves the rest, due 20 days before departure', {}, { balance: 3974, balanceDueDate: '2027-05-21' }],
    ['by invoice too', { paymentType: 'BILL' }, { balance: 3974, balanceDueDate: '2027-05-21' }],
    [
      'an agency: the same plan',
      { byAgency: true, paymentType: null },
      { balance: 3974, balanceDueDate: '2027-05-21' },
    ],
    ['all due now leaves nothing', { deposit: 0 }, { balance: 0, balanceDueDate: null }],
    ['a request: nothing yet', { onRequest: true }, { balance: 0, balanceDueDate: null }],
    ['a stored start with its time', { start: '2027-06-10T00:00:00+02:00' }, { balanceDueDate: '2027-05-21' }],
    ['no start: no date to name, no rest invented', { start: null }, { balance: 0, balanceDueDate: null }],
  ] as [string, Partial<ConfirmedBooking>, object][])('%s', (_case, facts, expected) => {
    expect(confirmationFacts({ ...booked, ...facts })).toMatchObject(expected);
  });
});
