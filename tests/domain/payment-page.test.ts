import { describe, expect, it } from 'vitest';
import { balanceDue, deadlineTime, paymentFailureOf, paymentPhase, salutationOf } from '@/domain/payment-page';

const NOW = new Date(2026, 10, 22, 12, 0, 0).getTime();

describe('what the payment page offers (spec part 2 §2: the amount due, or that it is already paid; the countdown ends paying)', () => {
  it.each([
    [
      'an open balance before its deadline',
      { paid: false, amountDue: 980, deadline: '2026-11-22T18:00:00' },
      'payable',
    ],
    ['an open balance without a deadline', { paid: false, amountDue: 980, deadline: null }, 'payable'],
    ['already paid, whatever the amount says', { paid: true, amountDue: 980, deadline: null }, 'paid'],
    ['nothing left to pay', { paid: false, amountDue: 0, deadline: null }, 'nothingDue'],
    ['the deadline has passed', { paid: false, amountDue: 980, deadline: '2026-11-22T11:59:59' }, 'expired'],
    ['the deadline is now', { paid: false, amountDue: 980, deadline: '2026-11-22T12:00:00' }, 'expired'],
    ['a bare day is payable until its end', { paid: false, amountDue: 980, deadline: '2026-11-22' }, 'payable'],
    ['yesterday', { paid: false, amountDue: 980, deadline: '2026-11-21' }, 'expired'],
  ])('%s', (_name, status, expected) => {
    expect(paymentPhase(status, NOW)).toBe(expected);
  });

  it('reads deadlines with their zone, without one as local time, and nothing as no deadline', () => {
    expect(deadlineTime('2026-11-22T11:00:00Z')).toBe(Date.UTC(2026, 10, 22, 11));
    expect(deadlineTime('2026-11-22T12:00:00+01:00')).toBe(Date.UTC(2026, 10, 22, 11));
    expect(deadlineTime('2026-11-22 13:30')).toBe(new Date(2026, 10, 22, 13, 30).getTime());
    expect(deadlineTime('2026-11-22')).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).getTime());
    expect(deadlineTime('2026-11-22T12:00:00+0100')).toBe(Date.UTC(2026, 10, 22, 11));
    expect(deadlineTime('2026-11-22T09:00:00-02:30')).toBe(Date.UTC(2026, 10, 22, 11, 30));
    expect(deadlineTime('2026-11-22 13:05:00Z')).toBe(Date.UTC(2026, 10, 22, 13, 5));
    // A time the clock does not have is no deadline; a time without its minutes is the day's end.
    expect(deadlineTime('2026-11-22T25:00:00Z')).toBeNull();
    expect(deadlineTime('2026-11-22T9:00')).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).getTime());
    expect(deadlineTime('2026-11-22T09:0')).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).getTime());
    // Trailing junk after a zone: the zone it names still counts.
    expect(deadlineTime('2026-11-22T12:00:00+01:00x')).toBe(Date.UTC(2026, 10, 22, 11));
    expect(deadlineTime('')).toBeNull();
    expect(deadlineTime(null)).toBeNull();
    expect(deadlineTime('2026-02-30')).toBeNull();
  });
});

describe("the salutation ('Hallo Frau Muster' or its gender-neutral form)", () => {
  it.each([
    [
      'a woman',
      { gender: 'female', title: null, firstname: 'Erika', lastname: 'Muster' },
      { form: 'female', name: 'Muster', titled: false },
    ],
    [
      'a man with a title',
      { gender: 'male', title: 'Dr.', firstname: 'Max', lastname: 'Muster' },
      { form: 'male', name: 'Dr. Muster', titled: true },
    ],
    [
      'diverse: the full name',
      { gender: 'divers', title: null, firstname: 'Alex', lastname: 'Muster' },
      { form: 'neutral', name: 'Alex Muster', titled: false },
    ],
    [
      'no gender, no first name',
      { gender: null, title: null, firstname: null, lastname: 'Muster' },
      { form: 'neutral', name: 'Muster', titled: false },
    ],
    [
      'no last name',
      { gender: 'female', title: null, firstname: 'Erika', lastname: ' ' },
      { form: 'anonymous', name: '', titled: false },
    ],
    [
      'a missing last name',
      { gender: 'male', title: 'Dr.', firstname: 'Max', lastname: null },
      { form: 'anonymous', name: '', titled: false },
    ],
    [
      'spaces around the names go',
      { gender: 'female', title: ' Prof. ', firstname: null, lastname: ' Muster ' },
      { form: 'female', name: 'Prof. Muster', titled: true },
    ],
    [
      'a blank title is none',
      { gender: 'female', title: '  ', firstname: null, lastname: 'Muster' },
      { form: 'female', name: 'Muster', titled: false },
    ],
    [
      'neutral, spaces around the first name go',
      { gender: 'divers', title: null, firstname: ' Alex ', lastname: 'Muster' },
      { form: 'neutral', name: 'Alex Muster', titled: false },
    ],
    ['nobody', null, { form: 'anonymous', name: '', titled: false }],
  ] as const)('%s', (_name, customer, expected) => {
    expect(salutationOf(customer)).toEqual(expected);
  });
});

describe('the payment errors (spec part 2 §8: general; declined or cancelled)', () => {
  it.each([
    ['402 Payment Required', { status: 402 }, 'declined'],
    ['the reply says declined', { status: 200, code: 'declined' }, 'declined'],
    ['the reply says cancelled', { status: 200, code: 'Cancelled' }, 'declined'],
    ['canceled, American', { status: 422, code: 'canceled' }, 'declined'],
    ['a server error', { status: 500 }, 'general'],
    ['no answer', { status: null }, 'general'],
    ['another code', { status: 400, code: 'invalid' }, 'general'],
    ['the code with spaces', { status: 400, code: ' declined ' }, 'declined'],
    ['refused', { status: 400, code: 'REFUSED' }, 'declined'],
    ['a sentence that ends with the word', { status: 400, code: 'card not declined' }, 'general'],
    ['a sentence that starts with it', { status: 400, code: 'declined by the bank' }, 'general'],
    ['no code', { status: 400, code: null }, 'general'],
  ])('%s', (_name, failure, expected) => {
    expect(paymentFailureOf(failure)).toBe(expected);
  });
});

describe('when the rest is due (spec part 2 §9: BALANCE_DUE_DAYS before departure), shown while something is to pay', () => {
  const now = new Date(2026, 10, 27, 12).getTime();
  it.each([
    ['payable, the day still ahead', '2027-01-26', 'payable', { date: '2027-01-06', ahead: true }],
    ['due today counts as ahead', '2026-12-17', 'payable', { date: '2026-11-27', ahead: true }],
    ['overdue: the day has passed', '2026-12-15', 'payable', { date: '2026-11-25', ahead: false }],
    [
      'booked after that day (short notice): all of it is due now, no day before the booking',
      '2026-12-10',
      'payable',
      null,
    ],
    ['expired deadline: still owed', '2027-01-26', 'expired', { date: '2027-01-06', ahead: true }],
    ['paid: nothing to say', '2027-01-26', 'paid', null],
    ['nothing due', '2027-01-26', 'nothingDue', null],
    ['paid on this visit', '2027-01-26', 'succeeded', null],
    ['no departure', null, 'payable', null],
    ['an unreadable departure', 'bald', 'payable', null],
  ] as const)('%s', (name, departure, phase, expected) => {
    expect(balanceDue(departure, phase, { now, overdue: name.startsWith('overdue') })).toEqual(expected);
  });
});
