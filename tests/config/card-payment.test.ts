import { describe, expect, it } from 'vitest';
import { readPaymentSettings } from '@/config/card-payment';
import { parsePageConfig } from '@/config/page-config';

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
});
