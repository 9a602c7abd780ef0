import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCardProvider } from '@/features/payment';
import { standInCardPayment, standInProviderOrigin } from '../../../mocks/provider/stand-in';
import { mock } from '../../support/mock-server';

const CARD = { holder: 'Erika Muster', number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '737' };
const provider = (timeoutMs?: number) =>
  createCardProvider({ ...standInCardPayment(), paymentHosts: ['acs.bank.example'] }, { timeoutMs });
const answer = (reply: () => Response | Promise<Response>) =>
  mock.server.use(http.post(`${standInProviderOrigin()}/tokens`, reply));

describe('the card payment provider (issue 38 §1: docs/api/card-payment.md)', () => {
  it('sends the card to {endpoint}/tokens with the key and answers the single-use token', async () => {
    const result = await provider().tokenize(CARD);
    expect(result).toEqual({
      ok: true,
      token: { token: expect.stringMatching(/^tok_/), brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2030 },
    });
  });

  it("takes a token without brand or last digits (the pay call then names the card's own)", async () => {
    answer(() => HttpResponse.json({ token: 'tok_plain' }, { status: 201 }));
    expect(await provider().tokenize(CARD)).toEqual({
      ok: true,
      token: { token: 'tok_plain', brand: null, last4: null, expiryMonth: null, expiryYear: null },
    });
  });

  it.each([
    ['invalid_number', 'number'],
    ['invalid_expiry', 'expiry'],
    ['invalid_cvc', 'cvc'],
    ['declined', 'declined'],
    ['card_velocity_exceeded', 'general'],
  ])('a 4xx with the code %s is the %s message', async (code, rejection) => {
    answer(() => HttpResponse.json({ error: { code, message: 'whatever' } }, { status: 402 }));
    expect(await provider().tokenize(CARD)).toEqual({ ok: false, rejection });
  });

  it.each([
    ['a 201 without a token', () => HttpResponse.json({ brand: 'visa' }, { status: 201 })],
    ['a 201 that is not JSON', () => new HttpResponse('<html>ok</html>', { status: 201 })],
    ['a 4xx of another shape', () => HttpResponse.json({ message: 'no' }, { status: 400 })],
    ['a 500', () => HttpResponse.json({ error: { code: 'invalid_cvc' } }, { status: 500 })],
    ['no connection', () => HttpResponse.error()],
  ])('%s is the general error', async (_case, reply) => {
    answer(reply);
    expect(await provider().tokenize(CARD)).toEqual({ ok: false, rejection: 'general' });
  });

  it('a redirect is never followed with the card, even to an address that would give a token', async () => {
    // A fetch that does what browsers do with a 307: follow it with the same body, unless told not to.
    const sent: string[] = [];
    const browserFetch: typeof fetch = (input, init) => {
      sent.push(String(input));
      if (init?.redirect === 'error') return Promise.reject(new TypeError('Failed to fetch: redirected'));
      sent.push('https://elsewhere.example/tokens');
      return Promise.resolve(Response.json({ token: 'tok_elsewhere' }, { status: 201 }));
    };
    const redirected = createCardProvider({ ...standInCardPayment(), paymentHosts: [] }, { fetchImpl: browserFetch });
    expect(await redirected.tokenize(CARD)).toEqual({ ok: false, rejection: 'general' });
    expect(sent).toEqual([`${standInProviderOrigin()}/tokens`]);
  });

  it('a token with decorations of another shape is still a token', async () => {
    answer(() => HttpResponse.json({ token: 'tok_odd', brand: 5, last4: 1111, expiryMonth: '12' }, { status: 201 }));
    expect(await provider().tokenize(CARD)).toEqual({
      ok: true,
      token: { token: 'tok_odd', brand: null, last4: null, expiryMonth: null, expiryYear: null },
    });
  });

  it('no answer within the time-out is the general error', async () => {
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    expect(await provider(50).tokenize(CARD)).toEqual({ ok: false, rejection: 'general' });
  });

  it("the stand-in provider's own test cards: a wrong code, a provider fault", async () => {
    expect(await provider().tokenize({ ...CARD, number: '4000000000000127' })).toEqual({ ok: false, rejection: 'cvc' });
    expect(await provider().tokenize({ ...CARD, number: '4000000000000119' })).toEqual({
      ok: false,
      rejection: 'general',
    });
    expect(await provider().tokenize({ ...CARD, number: '4111111111111112' })).toEqual({
      ok: false,
      rejection: 'number',
    });
  });

  it("follows an action only to the provider's host or a payment host", () => {
    expect(provider().actionTarget(`${standInProviderOrigin()}/3ds/ch_1`)).toBe(`${standInProviderOrigin()}/3ds/ch_1`);
    expect(provider().actionTarget('https://acs.bank.example/c')).toBe('https://acs.bank.example/c');
    expect(provider().actionTarget('https://evil.example/3ds')).toBeNull();
  });
});
