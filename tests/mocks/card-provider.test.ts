import { describe, expect, it } from 'vitest';
import { payBooking } from '@/api/payment';
import { STAND_IN_API_KEY, STAND_IN_SECRET_KEY } from '../../mocks/provider/stand-in';
import {
  authenticate,
  cancelCharge,
  charge,
  chargeStatus,
  createProviderDb,
  TOKEN_LIFETIME_MS,
  tokenize,
} from '../../mocks/provider/provider-db';
import { createTestClient } from '../support/api';
import { TEST_ORIGIN } from '../support/mock-server';

const PUBLIC = `Bearer ${STAND_IN_API_KEY}`;
const SECRET = `Bearer ${STAND_IN_SECRET_KEY}`;
const NOW = Date.parse('2026-11-27T12:00:00Z');
const card = (number: string) => ({ holder: 'Erika', number, expiryMonth: 12, expiryYear: 2030, cvc: '737' });
const RETURN = 'http://127.0.0.1:4174/payment/ASI-9001';

function tokenOf(db: ReturnType<typeof createProviderDb>, number = '4111111111111111', at = NOW): string {
  const reply = tokenize(db, card(number), PUBLIC, at);
  if (reply.status !== 201) throw new Error(`no token: ${JSON.stringify(reply)}`);
  return (reply.body as { token: string }).token;
}

const pay = (db: ReturnType<typeof createProviderDb>, token: string, at = NOW, reference = 'ASI-9001') =>
  charge(db, { token, amount: 1568, reference, returnUrl: RETURN }, SECRET, at, 'http://127.0.0.1:4184');

describe('the stand-in provider (issue 38 §4)', () => {
  it('takes cards only with its publishable key, and charges only with its secret key', () => {
    const db = createProviderDb();
    expect(tokenize(db, card('4111111111111111'), 'Bearer nope', NOW)).toMatchObject({ status: 401 });
    expect(tokenize(db, card('4111111111111111'), SECRET, NOW)).toMatchObject({ status: 401 });
    expect(charge(db, {}, PUBLIC, NOW, '')).toMatchObject({ status: 401 });
  });

  it.each([
    ['a wrong check digit', { number: '4111111111111112' }, 'invalid_number'],
    ['an expired card', { expiryYear: 2025 }, 'invalid_expiry'],
    ['a month 13', { expiryMonth: 13 }, 'invalid_expiry'],
    ['a code of two digits', { cvc: '73' }, 'invalid_cvc'],
    ['the wrong-code test card', { number: '4000000000000127' }, 'invalid_cvc'],
    ['a body without the code', { cvc: undefined }, 'invalid_request'],
  ])('refuses %s with %s', (_case, change, code) => {
    const reply = tokenize(createProviderDb(), { ...card('4111111111111111'), ...change }, PUBLIC, NOW);
    expect(reply).toMatchObject({ body: { error: { code } } });
  });

  it('a token pays once: the second charge with it is refused', () => {
    const db = createProviderDb();
    const token = tokenOf(db);
    expect(pay(db, token)).toMatchObject({ status: 201, body: { status: 'succeeded' } });
    expect(pay(db, token)).toMatchObject({ status: 400, body: { error: { code: 'token_used' } } });
  });

  it('a token expires after 15 minutes', () => {
    const db = createProviderDb();
    const token = tokenOf(db);
    expect(pay(db, token, NOW + TOKEN_LIFETIME_MS + 1)).toMatchObject({
      status: 400,
      body: { error: { code: 'token_expired' } },
    });
    expect(pay(db, tokenOf(db), NOW + TOKEN_LIFETIME_MS)).toMatchObject({ status: 201 });
  });

  it('declines its declined test card at the charge', () => {
    const db = createProviderDb();
    expect(pay(db, tokenOf(db, '4000000000000002'))).toMatchObject({
      status: 402,
      body: { error: { code: 'declined' } },
    });
  });

  it('its 3-D Secure card waits for the issuer; confirming pays, once; the operator can end a waiting one', () => {
    const db = createProviderDb();
    const first = pay(db, tokenOf(db, '4000000000003220'));
    expect(first).toMatchObject({ status: 201, body: { status: 'requires_action' } });
    const { id, redirectUrl } = (first as { body: { id: string; redirectUrl: string } }).body;
    expect(redirectUrl).toBe(`http://127.0.0.1:4184/3ds/${id}`);
    const second = pay(db, tokenOf(db, '4000000000003220'));
    const secondId = (second as { body: { id: string } }).body.id;
    expect(cancelCharge(db, id, PUBLIC)).toMatchObject({ status: 401 });
    expect(cancelCharge(db, id, SECRET)).toMatchObject({ body: { status: 'cancelled' } });
    expect(chargeStatus(db, id, SECRET)).toMatchObject({ body: { status: 'cancelled' } });
    expect(authenticate(db, id, 'confirm')?.location).toBe(`${RETURN}?charge=${id}&result=cancelled`);
    expect(authenticate(db, secondId, 'confirm')?.location).toBe(`${RETURN}?charge=${secondId}&result=succeeded`);
    expect(authenticate(db, secondId, 'cancel')?.location).toMatch(/result=succeeded$/);
    expect(cancelCharge(db, secondId, SECRET)).toMatchObject({ body: { status: 'succeeded' } });
    expect(chargeStatus(db, secondId, SECRET)).toMatchObject({ body: { status: 'succeeded' } });
    expect(authenticate(db, 'ch_unknown', 'confirm')).toBeNull();
  });
});

describe('the mock /fapi takes tokens, never cards (issue 38 §1)', () => {
  const client = createTestClient();
  it('refuses a body with card data', async () => {
    const body = { amount: 1568, card: { number: '4111111111111111' } } as unknown as { amount: number };
    await expect(payBooking(client, 'ASI-9001', 'CARD', body, { idempotencyKey: 'k1' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("refuses a return address that is not the booking's payment page", async () => {
    for (const returnUrl of [
      'https://evil.example/payment/ASI-9001',
      `${TEST_ORIGIN}/payment/ASI-9002`,
      `${TEST_ORIGIN}/b/GRP-ALPS`,
    ]) {
      const body = { amount: 1568, token: 'tok_x', brand: 'visa', last4: '1111', returnUrl };
      await expect(payBooking(client, 'ASI-9001', 'CARD', body, { idempotencyKey: 'k2' })).rejects.toMatchObject({
        status: 400,
        message: 'Die Zahlung ist unvollständig.',
      });
    }
  });

  it('refuses an unknown token as a failed payment, not a paid one', async () => {
    const body = {
      amount: 1568,
      token: 'tok_x',
      brand: 'visa',
      last4: '1111',
      returnUrl: `${TEST_ORIGIN}/en/payment/ASI-9001`,
    };
    await expect(payBooking(client, 'ASI-9001', 'CARD', body, { idempotencyKey: 'k3' })).rejects.toMatchObject({
      status: 400,
      message: 'Die Zahlung konnte nicht ausgeführt werden.',
    });
  });
});
