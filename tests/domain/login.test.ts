import { describe, expect, it } from 'vitest';
import { loginFailureKind } from '@/domain/login';

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
