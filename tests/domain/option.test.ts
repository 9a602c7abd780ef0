import { describe, expect, it } from 'vitest';
import { deadlineHasTime, optionOutcome, optionState } from '@/domain/option';

describe("an option's confirmation (spec part 2 §7 POST /fapi/booking/confirm, reply not shown)", () => {
  it.each([
    [199, 'failed'],
    [200, 'confirmed'],
    [299, 'confirmed'],
    [300, 'failed'],
    [399, 'failed'],
    [400, 'refused'],
    [499, 'refused'],
    [204, 'confirmed'],
    [409, 'confirmed'],
    [403, 'refused'],
    [404, 'refused'],
    [410, 'refused'],
    [422, 'refused'],
    [500, 'failed'],
    [503, 'failed'],
    [null, 'failed'],
  ] as const)('%s is %s', (status, expected) => {
    expect(optionOutcome(status)).toBe(expected);
  });
});

describe('where an option stands when its page opens (issue 23)', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['no option block', null, 'unknown'],
    ['confirmed before', { status: 'confirmed', until: null }, 'confirmed'],
    ['expired says so', { status: 'expired', until: '2026-12-01T00:00:00Z' }, 'expired'],
    ['open until later', { status: 'open', until: '2026-11-25T10:00:00Z' }, 'open'],
    ['open, but its time has passed', { status: 'open', until: '2026-11-24T09:59:59Z' }, 'expired'],
    ['open on its last day (a bare day lasts to its end)', { status: 'open', until: '2026-11-24' }, 'open'],
    ['open without a time', { status: 'open', until: null }, 'open'],
  ] as const)('%s: %s', (_name, option, expected) => {
    expect(optionState(option, now)).toBe(expected);
  });
});

describe('an option deadline as read (issue 23 item 16)', () => {
  it.each([
    ['2027-01-13T18:00:00', true],
    ['2027-01-13T18:00:00Z', true],
    ['2027-01-13T9:05', true],
    ['2027-01-13', false],
  ])('%s names a time of day: %s', (until, expected) => {
    expect(deadlineHasTime(until)).toBe(expected);
  });
});
