import { describe, expect, it } from 'vitest';
import { hashText, idempotencyKey } from '@/domain/idempotency';

describe('the Idempotency-Key of a submit (issue 9: one attempt books once)', () => {
  it('repeats for the same booking from the same tab', () => {
    expect(idempotencyKey('tab-1', '{"pax":2}')).toBe(idempotencyKey('tab-1', '{"pax":2}'));
  });

  it.each([
    ['another booking', 'tab-1', '{"pax":3}'],
    ['another tab', 'tab-2', '{"pax":2}'],
  ])('differs for %s', (_case, salt, body) => {
    expect(idempotencyKey(salt, body)).not.toBe(idempotencyKey('tab-1', '{"pax":2}'));
  });

  it('spreads similar texts apart', () => {
    const hashes = new Set(Array.from({ length: 2000 }, (_, i) => hashText(`{"pax":${i}}`)));
    expect(hashes.size).toBe(2000);
    expect(hashText('a')).toMatch(/^[0-9a-z]+$/);
  });
});
