import { describe, expect, it } from 'vitest';
import { readStamp, STORED_BOOKING_DAYS, storedStanding } from '@/domain/stored-booking';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 24, 12);
const judge = (stamp: unknown) => storedStanding(readStamp(stamp), { version: '1.0.8', now });

describe('a stored booking judged by its own stamp (spec part 1 §1 version 1.0.8, part 2 §9 personal data after 30 days)', () => {
  it.each([
    ['changed a minute ago', { version: '1.0.8', at: now - 60_000 }, 'current'],
    ['changed one day short of the limit', { version: '1.0.8', at: now - (STORED_BOOKING_DAYS - 1) * DAY }, 'current'],
    ['changed exactly the limit ago', { version: '1.0.8', at: now - STORED_BOOKING_DAYS * DAY }, 'expired'],
    ['changed 31 days ago', { version: '1.0.8', at: now - 31 * DAY }, 'expired'],
    ['no time', { version: '1.0.8' }, 'undated'],
    ['a time that is text', { version: '1.0.8', at: '2026-11-24' }, 'undated'],
    ['a time more than a day ahead (a wrong clock or an edit)', { version: '1.0.8', at: now + 2 * DAY }, 'undated'],
    [
      'a time a few hours ahead (another tab, a clock a little off)',
      { version: '1.0.8', at: now + 3_600_000 },
      'current',
    ],
    ['another version', { version: '1.0.7', at: now }, 'foreign'],
    ['no version', { at: now }, 'foreign'],
    ['no stamp', undefined, 'foreign'],
    ['a stamp that is text', '1.0.8', 'foreign'],
    ['null', null, 'foreign'],
  ])('%s', (_case, stamp, standing) => {
    expect(judge(stamp)).toBe(standing);
  });
});
