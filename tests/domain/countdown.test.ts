import { describe, expect, it } from 'vitest';
import { announcedMinutes, remainingUntil, twoDigits } from '../../src/domain/countdown';

const at = (seconds: number) => ({ deadline: 1_000_000 + seconds * 1000, now: 1_000_000 });

describe('the countdown (spec part 2 §2: hours, minutes, seconds; a finish event at the target time)', () => {
  it.each([
    ['a day and a bit: hours are not capped at 24', 26 * 3600 + 5 * 60 + 7, { hours: 26, minutes: 5, seconds: 7, done: false }],
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
    ['2:05:07 is announced as 2 hours 6 minutes', 2 * 3600 + 5 * 60 + 7, { hours: 2, minutes: 6 }],
    ['exactly 3 minutes', 180, { hours: 0, minutes: 3 }],
    ['59 seconds is a minute', 59, { hours: 0, minutes: 1 }],
    ['59:30 is an hour', 59 * 60 + 30, { hours: 1, minutes: 0 }],
    ['nothing once reached', 0, null],
  ])('screen readers hear whole minutes: %s', (_name, seconds, expected) => {
    const { deadline, now } = at(seconds);
    expect(announcedMinutes(remainingUntil(deadline, now))).toEqual(expected);
  });

  it('the announcement changes once a minute: 60 ticks give one change', () => {
    const texts = new Set<string>();
    for (let s = 600; s > 540; s -= 1) texts.add(JSON.stringify(announcedMinutes(remainingUntil(s * 1000, 0))));
    expect(texts.size).toBe(1);
    texts.add(JSON.stringify(announcedMinutes(remainingUntil(540 * 1000, 0))));
    expect(texts.size).toBe(2);
  });

  it('two digits on the clock face', () => {
    expect([0, 5, 12, 100].map(twoDigits)).toEqual(['00', '05', '12', '100']);
  });
});
