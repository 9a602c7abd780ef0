import { describe, expect, it } from 'vitest';
import {
  canPayThrough,
  cardActionTarget,
  cardRejectionOf,
  cardSummary,
  cardTokenRequest,
  isConnectAllowed,
  isFieldRejection,
  isIssuerReturn,
  isLoopbackHost,
  ISSUER_RETURN_MINUTES,
  payOutcomeOf,
  usableProviderEndpoint,
} from '@/domain/card-payment';

const CARD = { holder: ' Erika Muster ', number: '4111 1111-1111 1111', expiry: '12/30', cvc: ' 737 ' };

describe('the card goes to the provider as its contract says (issue 38 §1, docs/api/card-payment.md)', () => {
  it('digits only, the year with four digits, the holder trimmed', () => {
    expect(cardTokenRequest(CARD)).toEqual({
      holder: 'Erika Muster',
      number: '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: '737',
    });
    // The expiry however it was typed, as month and four-digit year.
    expect(
      ['0131', '12 / 2029', '3/28', '03-28'].map((expiry) => {
        const request = cardTokenRequest({ ...CARD, expiry });
        return request && [request.expiryMonth, request.expiryYear];
      }),
    ).toEqual([
      [1, 2031],
      [12, 2029],
      [3, 2028],
      [3, 2028],
    ]);
  });

  it.each([
    ['an unreadable expiry', { expiry: '13/30' }],
    ['letters in the number', { number: '4111 abcd 1111 1111' }],
    ['a short number', { number: '4111' }],
    ['a code of two digits', { cvc: '73' }],
  ])('%s is not sent', (_case, change) => {
    expect(cardTokenRequest({ ...CARD, ...change })).toBeNull();
  });

  it("a field's refusal shows at the field; declined and general above the form", () => {
    expect(['number', 'expiry', 'cvc'].every((r) => isFieldRejection(r as 'number'))).toBe(true);
    expect([isFieldRejection('declined'), isFieldRejection('general'), isFieldRejection(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['invalid_number', 'number'],
    ['invalid_expiry', 'expiry'],
    ['invalid_cvc', 'cvc'],
    ['declined', 'declined'],
    ['insufficient_funds', 'general'],
    ['toString', 'general'],
    [null, 'general'],
    [undefined, 'general'],
  ] as const)("the provider's code %s shows as %s", (code, rejection) => {
    expect(cardRejectionOf(code)).toBe(rejection);
  });

  it("names the brand and last digits the provider gives, else the card's own", () => {
    const request = cardTokenRequest(CARD);
    if (!request) throw new Error('no request');
    expect(cardSummary({ brand: 'VISA', last4: '1111' }, request)).toEqual({ brand: 'VISA', last4: '1111' });
    expect(cardSummary({ brand: null, last4: 'xx' }, request)).toEqual({ brand: 'visa', last4: '1111' });
    expect(cardSummary({ brand: null, last4: null }, { ...request, number: '9999999999999995' })).toEqual({
      brand: 'unknown',
      last4: '9995',
    });
  });
});

describe("/fapi's answer to a card payment (issue 38 §1, §2)", () => {
  it.each([
    [{ paid: true, status: null }, { kind: 'paid' }],
    [{ paid: null, status: null }, { kind: 'paid' }],
    [
      { paid: false, status: 'declined' },
      { kind: 'failed', rejection: 'declined' },
    ],
    [
      { paid: false, status: 'Cancelled' },
      { kind: 'failed', rejection: 'declined' },
    ],
    [
      { paid: false, status: 'error' },
      { kind: 'failed', rejection: 'general' },
    ],
    [
      { paid: null, status: null, action: { type: 'redirect', url: 'https://acs.example/1' } },
      { kind: 'redirect', url: 'https://acs.example/1' },
    ],
    // An action is never paid, even beside paid: true; one that cannot be followed is the general error.
    [
      { paid: true, status: null, action: { type: 'redirect', url: null } },
      { kind: 'failed', rejection: 'general' },
    ],
    [
      { paid: true, status: null, action: { type: 'sdk', url: 'x' } },
      { kind: 'failed', rejection: 'general' },
    ],
  ] as const)('%j -> %j', (reply, outcome) => {
    expect(payOutcomeOf(reply)).toEqual(outcome);
  });
});

describe('where 3-D Secure may take the browser (issue 38 §2)', () => {
  const provider = { providerEndpoint: 'https://api.pay.example/v1', paymentHosts: ['acs.bank.example'] };
  it.each([
    ['https://api.pay.example/3ds/ch_1', 'https://api.pay.example/3ds/ch_1'],
    ['https://acs.bank.example/challenge?id=1', 'https://acs.bank.example/challenge?id=1'],
    ['http://api.pay.example/3ds/ch_1', null],
    ['https://evil.example/3ds', null],
    ['https://api.pay.example.evil.example/3ds', null],
    ['https://user:pw@api.pay.example/3ds', null],
    ['javascript:alert(1)', null],
    ['/payment/ASI-9001', null],
    ['not a url', null],
  ])('%s -> %s', (url, target) => {
    expect(cardActionTarget(url, provider)).toBe(target);
  });

  it('a stand-in on this machine over http: its own origin only', () => {
    const standIn = { providerEndpoint: 'http://127.0.0.1:4184', paymentHosts: [] };
    expect(cardActionTarget('http://127.0.0.1:4184/3ds/ch_1', standIn)).toBe('http://127.0.0.1:4184/3ds/ch_1');
    expect(cardActionTarget('http://127.0.0.1:4185/3ds/ch_1', standIn)).toBeNull();
    expect(cardActionTarget('https://x.example/3ds', { ...standIn, providerEndpoint: 'broken' })).toBeNull();
  });

  it.each([
    ['https://api.pay.example/v1/', 'https://api.pay.example/v1'],
    ['https://api.pay.example', 'https://api.pay.example'],
    ['http://127.0.0.1:4184', 'http://127.0.0.1:4184'],
    ['http://localhost:5183/', 'http://localhost:5183'],
    ['http://api.pay.example', null],
    ['https://key@api.pay.example', null],
    ['https://api.pay.example/?x=1', null],
    ['ftp://api.pay.example', null],
    ['', null],
  ])('the endpoint %s is used as %s: never a card in the clear', (endpoint, usable) => {
    expect(usableProviderEndpoint(endpoint)).toBe(usable);
  });
});

describe('coming back from the issuer (issue 38 §2)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it.each([
    ['this booking, just now', { bookingNo: 'ASI-9001', at: now - 60_000 }, true],
    ['another booking', { bookingNo: 'ASI-9002', at: now - 60_000 }, false],
    ['too long ago', { bookingNo: 'ASI-9001', at: now - ISSUER_RETURN_MINUTES * 60_000 }, false],
    ['a time ahead (a clock that moved)', { bookingNo: 'ASI-9001', at: now + 1 }, false],
  ])('%s: %s', (_case, marker, returned) => {
    expect(isIssuerReturn(marker, { bookingNo: 'ASI-9001', now })).toBe(returned);
  });
});

describe("the page's own policy must let it reach the provider, or no card is offered (issue 38 §5)", () => {
  const meta = (connect: string) => `default-src 'self'; script-src 'self'; ${connect}; object-src 'none'`;
  it.each([
    [null, 'https://api.pay.example', true],
    ["default-src 'self'", 'https://api.pay.example', false],
    ["script-src 'self'", 'https://api.pay.example', true],
    [meta("connect-src 'self' https://api.pay.example"), 'https://api.pay.example/v1', true],
    [meta("connect-src 'self' https://api.pay.example/"), 'https://api.pay.example', true],
    [meta("connect-src 'self'"), 'https://api.pay.example', false],
    [meta("connect-src 'self' https://other.example"), 'https://api.pay.example', false],
    [meta("connect-src 'self' http://api.pay.example"), 'https://api.pay.example', false],
    [meta("connect-src 'self' https://*.pay.example"), 'https://api.pay.example', true],
    [meta("connect-src 'self' https://*.pay.example"), 'https://pay.example', false],
    [meta("connect-src 'self' https:"), 'https://api.pay.example', true],
    [meta('connect-src *'), 'https://api.pay.example', true],
    [meta("connect-src 'self' http://127.0.0.1:4184"), 'http://127.0.0.1:4184', true],
    [meta("connect-src 'self' http://127.0.0.1:4184"), 'http://127.0.0.1:4185', false],
    [meta("connect-src 'self' https://api.pay.example:8443"), 'https://api.pay.example', false],
  ])('policy %j, provider %s: %s', (policy, endpoint, allowed) => {
    expect(isConnectAllowed(policy, endpoint)).toBe(allowed);
  });

  it('cards are offered only through a usable endpoint the policy lets the page reach', () => {
    expect(canPayThrough(null, null)).toBe(false);
    expect(canPayThrough('https://api.pay.example/', null)).toBe(true);
    expect(canPayThrough('http://api.pay.example', null)).toBe(false);
    expect(canPayThrough('https://api.pay.example', meta("connect-src 'self'"))).toBe(false);
    expect(canPayThrough('https://api.pay.example/v1', meta("connect-src 'self' https://api.pay.example"))).toBe(true);
  });

  it('plain http only on this machine', () => {
    expect(['127.0.0.1', 'localhost', '[::1]', '127.0.0.2', 'example.com'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
