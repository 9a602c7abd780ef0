import { describe, expect, it } from 'vitest';
import { heldAttempt, holdAttempt, releaseAttempt } from '@/lib/submit-attempt';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 12);
const stored = (travelCode: string) => window.sessionStorage.getItem(`asi-submit-attempt:${travelCode}`);

describe('the submit attempt a tab holds', () => {
  it('is kept per trip across a reload (sessionStorage) and released after', () => {
    holdAttempt({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc', sent: { pax: 2 }, sentAt: NOW });
    holdAttempt({ travelCode: 'NOF-DOLOMITES', key: 'salt-1234-def', sent: null, sentAt: NOW });
    expect(JSON.parse(stored('GRP-ALPS') ?? 'null')).toMatchObject({ key: 'salt-1234-abc' });
    expect(heldAttempt('GRP-ALPS', NOW, HOUR)).toEqual({
      travelCode: 'GRP-ALPS',
      key: 'salt-1234-abc',
      sent: { pax: 2 },
      sentAt: NOW,
    });
    // Another trip's attempt neither replaces it nor goes with it.
    releaseAttempt('NOF-DOLOMITES');
    expect(heldAttempt('NOF-DOLOMITES', NOW, HOUR)).toBeNull();
    expect(heldAttempt('GRP-ALPS', NOW, HOUR)?.key).toBe('salt-1234-abc');
    releaseAttempt('GRP-ALPS');
    expect(heldAttempt('GRP-ALPS', NOW, HOUR)).toBeNull();
  });

  it('is no attempt once older than it may be, or stamped in the future', () => {
    holdAttempt({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc', sent: { pax: 2 }, sentAt: NOW - 2 * HOUR });
    expect(heldAttempt('GRP-ALPS', NOW, HOUR)).toBeNull();
    holdAttempt({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc', sent: { pax: 2 }, sentAt: NOW + 2 * HOUR });
    expect(heldAttempt('GRP-ALPS', NOW, HOUR)).toBeNull();
  });

  it.each([
    ['not JSON', '{broken'],
    ['a key with characters no key has', JSON.stringify({ travelCode: 'GRP-ALPS', key: '<script>', sentAt: NOW })],
    ['without a time', JSON.stringify({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc' })],
    ['another trip’s', JSON.stringify({ travelCode: 'NOF-DOLOMITES', key: 'salt-1234-abc', sentAt: NOW })],
    ['null', 'null'],
  ])('a stored attempt that is %s is no attempt, whatever the page held before', (_case, text) => {
    holdAttempt({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc', sent: { pax: 2 }, sentAt: NOW });
    window.sessionStorage.setItem('asi-submit-attempt:GRP-ALPS', text);
    expect(heldAttempt('GRP-ALPS', NOW, HOUR)).toBeNull();
  });
});
