import { describe, expect, it } from 'vitest';
import { heldAttempt, holdAttempt, releaseAttempt } from '@/lib/submit-attempt';

describe('the submit attempt a tab holds', () => {
  it('is kept for its trip across a reload (sessionStorage) and released after', () => {
    holdAttempt({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc', sent: { pax: 2 } });
    expect(JSON.parse(window.sessionStorage.getItem('asi-submit-attempt') ?? 'null')).toMatchObject({
      key: 'salt-1234-abc',
    });
    expect(heldAttempt('GRP-ALPS')).toEqual({ travelCode: 'GRP-ALPS', key: 'salt-1234-abc', sent: { pax: 2 } });
    expect(heldAttempt('NOF-DOLOMITES')).toBeNull();
    releaseAttempt();
    expect(heldAttempt('GRP-ALPS')).toBeNull();
  });

  it.each([
    ['not JSON', '{broken'],
    ['a key with characters no key has', JSON.stringify({ travelCode: 'GRP-ALPS', key: '<script>', sent: null })],
    ['no trip', JSON.stringify({ key: 'salt-1234-abc' })],
    ['null', 'null'],
  ])('a stored attempt that is %s is no attempt', (_case, text) => {
    window.sessionStorage.setItem('asi-submit-attempt', text);
    expect(heldAttempt('GRP-ALPS')).toBeNull();
  });
});
