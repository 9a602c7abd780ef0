import { describe, expect, it } from 'vitest';
import { reachableCardPayment, readPaymentSettings } from '@/config/card-payment';
import { cardProviderOrigins, contentSecurityPolicy } from '../../build/csp';
import { parsePageConfig } from '@/config/page-config';
import { readSalesContactValue } from '@/config/sales-contact';

const embedded = (value: unknown) => JSON.stringify(value);

describe("the page configuration's card payment provider (spec part 1 §3; issue 38 §3)", () => {
  it('reads the key and the endpoint, and the payment hosts', () => {
    expect(
      readPaymentSettings(
        embedded({
          cardPayment: { apiKey: 'pk_live_1', endpoint: 'https://api.pay.example/v1/' },
          paymentHosts: ['acs.bank.example'],
        }),
      ),
    ).toEqual({
      cardPayment: { apiKey: 'pk_live_1', endpoint: 'https://api.pay.example/v1' },
      paymentHosts: ['acs.bank.example'],
    });
  });

  it.each([
    ['no configuration', null],
    ['not JSON', '{'],
    ['no provider', embedded({ salesContact: null })],
    ['a provider without a key', embedded({ cardPayment: { apiKey: '', endpoint: 'https://api.pay.example' } })],
    ['an endpoint in the clear', embedded({ cardPayment: { apiKey: 'k', endpoint: 'http://api.pay.example' } })],
    ['an endpoint that is no address', embedded({ cardPayment: { apiKey: 'k', endpoint: 'pay' } })],
    ['a provider of another shape', embedded({ cardPayment: 'https://api.pay.example' })],
  ])('%s: no card is offered, and the page still works', (_case, json) => {
    expect(readPaymentSettings(json)).toEqual({ cardPayment: null, paymentHosts: [] });
  });

  it('the booking page reads the same, and a broken provider is no page error', () => {
    const location = { pathname: '/b/GRP-ALPS', search: '' };
    const good = parsePageConfig(location, embedded({ cardPayment: { apiKey: 'k', endpoint: 'https://p.example' } }));
    expect(good.ok && good.config.cardPayment).toEqual({ apiKey: 'k', endpoint: 'https://p.example' });
    const broken = parsePageConfig(location, embedded({ cardPayment: { apiKey: 7 }, paymentHosts: 'x' }));
    expect(broken.ok && [broken.config.cardPayment, broken.config.paymentHosts]).toEqual([null, []]);
    const none = parsePageConfig(location, null);
    expect(none.ok && none.config.cardPayment).toBeNull();
  });

  it('a broken sales contact is none, never a page error (issue 39 §3)', () => {
    const location = { pathname: '/b/GRP-ALPS', search: '' };
    const broken = parsePageConfig(location, embedded({ salesContact: { phone: '<b>call</b>', email: 'x' } }));
    expect(broken.ok && readSalesContactValue(broken.config.salesContact)).toBeNull();
    const good = parsePageConfig(
      location,
      embedded({ salesContact: { phone: '+49 89 1234 5678', email: 'v@example.com', hours: 'Mo–Fr 9–18 Uhr' } }),
    );
    expect(good.ok && readSalesContactValue(good.config.salesContact)).toEqual({
      phone: '+49 89 1234 5678',
      email: 'v@example.com',
      hours: 'Mo–Fr 9–18 Uhr',
    });
  });
});

describe('the policy and the provider agree (issue 38 §5)', () => {
  const provider = { apiKey: 'k', endpoint: 'https://api.pay.example' };
  it("cards only through a provider the page's own policy lets it reach", () => {
    expect(reachableCardPayment(provider, null)).toEqual(provider);
    expect(reachableCardPayment(provider, contentSecurityPolicy(['https://api.pay.example']))).toEqual(provider);
    expect(reachableCardPayment(provider, contentSecurityPolicy([]))).toBeNull();
    expect(reachableCardPayment(null, null)).toBeNull();
  });

  it("the build names the stand-in and the operator's provider, https only (loopback aside)", () => {
    expect(cardProviderOrigins(undefined, null)).toEqual([]);
    expect(cardProviderOrigins('https://api.pay.example/ https://b.example', 'http://127.0.0.1:4184')).toEqual([
      'http://127.0.0.1:4184',
      'https://api.pay.example',
      'https://b.example',
    ]);
    expect(() => cardProviderOrigins('http://api.pay.example', null)).toThrow(/not an https origin/);
    expect(() => cardProviderOrigins('https://api.pay.example/v1', null)).toThrow(/not an https origin/);
    expect(contentSecurityPolicy(['https://api.pay.example'])).toContain(
      "connect-src 'self' https://api.pay.example; worker-src",
    );
  });

  it('payment hosts compare as hosts do', () => {
    expect(readPaymentSettings(JSON.stringify({ paymentHosts: [' ACS.Bank.example ', ''] })).paymentHosts).toEqual([
      'acs.bank.example',
    ]);
  });
});
