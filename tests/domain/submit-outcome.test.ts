import { describe, expect, it } from 'vitest';
import { attemptAfter, SUBMIT_FAILURES, submitFailureOf } from '@/domain/submit-outcome';

const http = (status: number, message = '') => ({ kind: 'http', status, message });

describe('what a failed submit means (spec part 2 §4 "On failure the error flag and message are stored and shown at the payment area")', () => {
  it.each([
    ['a 409', http(409, 'Conflict'), 'changed'],
    ['a 422 that names the price', http(422, 'Der Preis der Reise hat sich geändert.'), 'changed'],
    ['a 400 that names the availability (en)', http(400, 'This room is no longer available.'), 'changed'],
    ['a 410 that says sold out (it)', http(410, 'Data esaurita.'), 'changed'],
    ['a 401', http(401, 'Unauthorized'), 'loggedOut'],
    ['no answer at all', { kind: 'network', status: null, message: 'Network request failed' }, 'unknown'],
    ['a call cut off by the page', { kind: 'aborted', status: null, message: '' }, 'unknown'],
    ['a submit that timed out', { kind: 'timeout', status: null, message: '' }, 'unknown'],
    ['a gateway that lost the answer (502)', http(502), 'unknown'],
    ['a gateway timeout (504)', http(504), 'unknown'],
    ['a 422 for bad data', http(422, 'Die E-Mail-Adresse ist ungültig.'), 'failed'],
    ['a 500', http(500, 'Interner Fehler'), 'failed'],
    ['an unreadable reply', { kind: 'malformed', status: 200, message: '' }, 'failed'],
  ])('%s', (_case, error, failure) => {
    expect(submitFailureOf(error)).toBe(failure);
  });

  it('a first send keeps the key after a change or an ended login, the booking as sent after no answer, nothing after a refusal', () => {
    const first = (failure: (typeof SUBMIT_FAILURES)[number]) =>
      attemptAfter(failure, { resending: false, status: 422 });
    expect(SUBMIT_FAILURES.map(first)).toEqual(['key', 'key', 'resend', 'none']);
  });

  it('asking again for a booking without an answer keeps it on anything but a plain 4xx refusal (the first may exist)', () => {
    expect(attemptAfter('failed', { resending: true, status: 500 })).toBe('resend');
    expect(attemptAfter('changed', { resending: true, status: 409 })).toBe('resend');
    expect(attemptAfter('loggedOut', { resending: true, status: 401 })).toBe('resend');
    expect(attemptAfter('unknown', { resending: true, status: null })).toBe('resend');
    expect(attemptAfter('failed', { resending: true, status: 422 })).toBe('none');
  });
});
