import { describe, expect, it } from 'vitest';
import { safeRedirect, submitDestination } from '@/domain/redirect';

const origin = 'https://booking.example.com';
const pay = ['pay.example.net'];

describe('where the browser may go after a submit (spec part 2 §4; issue 9: never off-site)', () => {
  it.each([
    ['/booking/ASI-100001', '/booking/ASI-100001'],
    ['/en/booking/ASI-1?x=1#top', '/en/booking/ASI-1?x=1#top'],
    ['booking/ASI-1', '/booking/ASI-1'],
    ['https://booking.example.com/booking/ASI-2', '/booking/ASI-2'],
    ['https://pay.example.net/checkout/77', 'https://pay.example.net/checkout/77'],
    ['http://pay.example.net/checkout/77', null],
    ['https://user@pay.example.net/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['\\\\evil.example/x', null],
    ['https://evil.example/x', null],
    ['https://booking.example.com.evil.example/x', null],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    [' javascript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['', null],
  ])('%j goes to %j', (url, expected) => {
    expect(safeRedirect(url, { origin, allowedHosts: pay })).toBe(expected);
  });
});

describe("after a successful submit (issue 9: the app's own confirmation when the address is not safe)", () => {
  const confirmationUrl = (no: string) => `/en/booking/${no}`;
  it.each([
    [
      { url: '/booking/ASI-1', bookingNo: null },
      { kind: 'go', url: '/booking/ASI-1' },
    ],
    [
      { url: 'https://evil.example/x', bookingNo: 'ASI-9' },
      { kind: 'go', url: '/en/booking/ASI-9' },
    ],
    [{ url: 'javascript:alert(1)', bookingNo: '"><script>' }, { kind: 'stay' }],
    [{ url: '//evil.example', bookingNo: null }, { kind: 'stay' }],
  ])('%o: %o', (reply, expected) => {
    expect(submitDestination(reply, { origin, allowedHosts: pay, confirmationUrl })).toEqual(expected);
  });
});
