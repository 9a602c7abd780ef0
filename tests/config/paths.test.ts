import { describe, expect, it } from 'vitest';
import { bookingNoOfPage, optionPageUrl, paymentPageUrl, yearAddress } from '@/config/paths';

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

describe("a year's link (spec part 1 §2 'year query parameter, travel detail anchor')", () => {
  it.each([
    ['https://asi.example/b/GRP-ALPS#/user', 2027, '/b/GRP-ALPS?year=2027#/schedule'],
    [
      'https://asi.example/en/b/GRP-ALPS?date=2027-05-01&year=2026#/schedule/123',
      2027,
      '/en/b/GRP-ALPS?date=2027-05-01&year=2027#/schedule',
    ],
    ['https://asi.example/b/GRP-ALPS?year=2026&whitelabel=x#/schedule', null, '/b/GRP-ALPS?whitelabel=x#/schedule'],
  ] as const)('%s at %s: %s', (href, year, expected) => {
    expect(yearAddress(href, year)).toBe(expected);
  });
});
