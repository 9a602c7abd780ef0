import { describe, expect, it } from 'vitest';
import { isLoginKind, LOGIN_KINDS, loginFailureKind, loginHolds } from '@/domain/login';

describe('a failed login (spec part 1 §8; issue 9: a server fault is not bad credentials)', () => {
  it.each([
    [null, null],
    [{ kind: 'aborted', status: null }, null],
    [{ kind: 'http', status: 401 }, 'invalid'],
    [{ kind: 'http', status: 403 }, 'invalid'],
    [{ kind: 'http', status: 422 }, 'invalid'],
    [{ kind: 'http', status: 429 }, 'unavailable'],
    [{ kind: 'http', status: 500 }, 'unavailable'],
    [{ kind: 'http', status: 503 }, 'unavailable'],
    [{ kind: 'network', status: null }, 'unavailable'],
    [{ kind: 'timeout', status: null }, 'unavailable'],
    [{ kind: 'malformed', status: 200 }, 'unavailable'],
  ])('%o → %s', (error, kind) => {
    expect(loginFailureKind(error)).toBe(kind);
  });
});

describe('a login that ended (issue 42 §3: an agency never becomes a customer by accident)', () => {
  const nobody = { id: null, isTravelAgency: false, erpId: null };
  const customer = { id: 7, isTravelAgency: false, erpId: null };
  const agency = { id: 9, isTravelAgency: true, erpId: 'AG-4711' };
  it.each([
    ['a guest’s booking never asks', null, null, nobody, true],
    ['a customer’s booking with nobody logged in any more', 'customer', null, nobody, false],
    ['a customer’s booking under a customer account', 'customer', null, customer, true],
    ['a customer’s booking under an agency', 'customer', null, agency, false],
    ['an agency’s booking with nobody logged in', 'agency', 'AG-4711', nobody, false],
    ['an agency’s booking under a customer account', 'agency', 'AG-4711', customer, false],
    ['an agency’s booking under another agency', 'agency', 'AG-0001', agency, false],
    ['an agency’s booking under its agency', 'agency', 'AG-4711', agency, true],
  ] as const)('%s', (_case, loggedInAs, erpId, user, holds) => {
    expect(loginHolds(loggedInAs, erpId, user)).toBe(holds);
  });

  it('knows its kinds', () => {
    expect(LOGIN_KINDS.filter(isLoginKind)).toEqual(['customer', 'agency']);
    expect(isLoginKind('guest')).toBe(false);
  });
});
