import { describe, expect, it } from 'vitest';
import { arePricesStale, PRICE_FRESH_MINUTES } from '@/domain/freshness';

const NOW = Date.UTC(2026, 10, 28, 12);
const ago = (minutes: number) => NOW - minutes * 60_000;

describe('prices are asked for again after PRICE_FRESH_MINUTES (a booking lives longer than a page view)', () => {
  it.each([
    ['all just arrived', [ago(1), ago(2)], false],
    ['the oldest exactly at its time', [ago(PRICE_FRESH_MINUTES), ago(1)], false],
    ['the oldest a minute past its time', [ago(PRICE_FRESH_MINUTES + 1), ago(1)], true],
    ['a family that never answered does not count', [null, ago(2)], false],
    ['nothing arrived: nothing to refresh', [null, null], false],
  ] as const)('%s', (_case, times, stale) => {
    expect(
      arePricesStale(
        times.map((receivedAt) => ({ receivedAt, failed: false, chosen: true, unlisted: false })),
        NOW,
      ),
    ).toBe(stale);
  });

  it.each([
    [
      'a family whose call failed at the load, with a choice it prices: that price is unconfirmed',
      [{ receivedAt: null, failed: true, chosen: true, unlisted: false }],
      true,
    ],
    [
      'a failed family nothing was chosen from prices nothing',
      [
        { receivedAt: null, failed: true, chosen: false, unlisted: false },
        { receivedAt: ago(1), failed: false, chosen: true, unlisted: false },
      ],
      false,
    ],
    [
      'a retry that failed after an answer: that answer may be old',
      [
        { receivedAt: ago(1), failed: true, chosen: true, unlisted: false },
        { receivedAt: ago(1), failed: false, chosen: true, unlisted: false },
      ],
      true,
    ],
    [
      'a choice its fresh reply does not list (another year shown, or gone): its price is the stored one',
      [{ receivedAt: ago(1), failed: false, chosen: true, unlisted: true }],
      true,
    ],
  ] as const)('%s', (_case, replies, stale) => {
    expect(arePricesStale(replies, NOW)).toBe(stale);
  });
});
