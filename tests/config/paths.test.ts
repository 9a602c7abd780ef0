import { describe, expect, it } from 'vitest';
import { bookingNoOfPage, optionPageUrl, paymentPageUrl } from '@/config/paths';

describe('the addresses of the pages about an existing booking (payment.html)', () => {
  it.each([
    ['/payment/ASI-9001', 'payment', 'ASI-9001'],
    ['/en/payment/ASI-9001/', 'payment', 'ASI-9001'],
    ['/it/option/ASI-9010', 'option', 'ASI-9010'],
    ['/payment/ASI%2D9001', 'payment', 'ASI-9001'],
    ['/option/ASI-9010', 'payment', null],
    ['/fr/payment/ASI-9001', 'payment', null],
    ['/payments/ASI-9001', 'payment', null],
    ['/payment', 'payment', ''],
    ['/payment/', 'payment', ''],
    ['/payment/ASI 9001', 'payment', ''],
    ['/payment/%E0%A4%A', 'payment', ''],
    ['/option/a/b', 'option', ''],
  ] as const)('%s as the %s page: "%s"', (path, page, expected) => {
    expect(bookingNoOfPage(path, page)).toBe(expected);
  });

  it('are written in the page language', () => {
    expect([paymentPageUrl('de', 'ASI-1'), paymentPageUrl('en', 'ASI-1'), optionPageUrl('it', 'ASI 2')]).toEqual([
      '/payment/ASI-1',
      '/en/payment/ASI-1',
      '/it/option/ASI%202',
    ]);
  });
});
