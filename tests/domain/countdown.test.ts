import { describe, expect, it } from 'vitest';
import { announcement, remainingUntil, twoDigits } from '@/domain/countdown';

const at = (seconds: number) => ({ deadline: 1_000_000 + seconds * 1000, now: 1_000_000 });

describe('the countdown (spec part 2 §2: hours, minutes, seconds; a finish event at the target time)', () => {
  it.each([
    [
      'a day and a bit: hours are not capped at 24',
      26 * 3600 + 5 * 60 + 7,
      { hours: 26, minutes: 5, seconds: 7, done: false },
    ],
    ['one second', 1, { hours: 0, minutes: 0, seconds: 1, done: false }],
    ['reached', 0, { hours: 0, minutes: 0, seconds: 0, done: true }],
    ['passed', -30, { hours: 0, minutes: 0, seconds: 0, done: true }],
  ])('%s', (_name, seconds, expected) => {
    const { deadline, now } = at(seconds);
    expect(remainingUntil(deadline, now)).toEqual(expected);
  });

  it('a part of a second left still counts as a second (zero only when reached)', () => {
    expect(remainingUntil(1_000_400, 1_000_000)).toEqual({ hours: 0, minutes: 0, seconds: 1, done: false });
  });

  it.each([
    ['47:59:58 is 48 hours (to the hour above an hour)', 47 * 3600 + 59 * 60 + 58, { hours: 48, minutes: 0 }],
    ['2:05:07 is 3 hours', 2 * 3600 + 5 * 60 + 7, { hours: 3, minutes: 0 }],
    ['1:00:01 is 2 hours', 3601, { hours: 2, minutes: 0 }],
    ['exactly an hour', 3600, { hours: 1, minutes: 0 }],
    ['59:30 is an hour', 59 * 60 + 30, { hours: 1, minutes: 0 }],
    ['23:10 is 25 minutes (to five minutes above ten)', 23 * 60 + 10, { hours: 0, minutes: 25 }],
    ['10:30 is 15 minutes', 10 * 60 + 30, { hours: 0, minutes: 15 }],
    ['exactly 10 minutes', 600, { hours: 0, minutes: 10 }],
    ['3 minutes', 180, { hours: 0, minutes: 3 }],
    ['61 seconds is 2 minutes', 61, { hours: 0, minutes: 2 }],
    ['exactly a minute', 60, { hours: 0, minutes: 1 }],
    ['59 seconds is the last minute', 59, 'lastMinute'],
    ['nothing once reached', 0, null],
  ])('screen readers hear: %s', (_name, seconds, expected) => {
    const { deadline, now } = at(seconds);
    expect(announcement(remainingUntil(deadline, now))).toEqual(expected);
  });

  it('the announcement changes at most once a minute, and only hourly while hours are left', () => {
    const changes = (from: number, to: number) => {
      let count = 0;
      let last = JSON.stringify(announcement(remainingUntil(from * 1000, 0)));
      for (let s = from - 1; s >= to; s -= 1) {
        const now = JSON.stringify(announcement(remainingUntil(s * 1000, 0)));
        if (now !== last) count += 1;
        last = now;
      }
      return count;
    };
    expect(changes(3 * 3600, 2 * 3600)).toBe(1);
    expect(changes(600, 540)).toBe(1);
    expect(changes(600, 0)).toBe(11);
    expect(changes(3600, 600)).toBe(10);
  });

  it('two digits on the clock face', () => {
    expect([0, 5, 12, 100].map(twoDigits)).toEqual(['00', '05', '12', '100']);
  });
});
