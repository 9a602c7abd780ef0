import { LANGUAGE_PREFIX_SOURCE, LANGUAGES, safeDecode, TRAVEL_CODE_PATTERN, type Language } from './language';
import type { StepName } from '../domain/steps';

export { STEPS } from '../domain/steps';

/** Every hash route of the booking page in one place (spec part 1 §2). */
export const paths = {
  schedule: {
    path: '/schedule/:schedule?',
    href: (erpId?: string | null) => (erpId ? `/schedule/${encodeURIComponent(erpId)}` : '/schedule'),
  },
  user: { path: '/user', href: () => '/user' },
  overview: { path: '/overview', href: () => '/overview' },
} as const;

/** The step a hash path shows; anything unknown is step 1, where it redirects. */
export function stepOfPath(pathname: string): StepName {
  if (pathname.startsWith('/user')) return 'user';
  if (pathname.startsWith('/overview')) return 'overview';
  return 'schedule';
}

const prefix = (language: Language) => LANGUAGES[language].prefix;

/** The address with the trip year's `year` parameter set, or without it for every year; the rest kept. */
export function withYearParam(href: string, year: number | null): URL {
  const url = new URL(href);
  if (year === null) url.searchParams.delete('year');
  else url.searchParams.set('year', String(year));
  return url;
}

/**
 * The booking page's address at a year and at its dates (spec part 1 §2 'year query parameter,
 * travel detail anchor'): the `year` parameter and the dates' anchor (step 1). A link with it opens
 * the trip's dates of that year, in this tab or another, and can be shared.
 */
export function yearAddress(href: string, year: number | null): string {
  const url = withYearParam(href, year);
  url.hash = paths.schedule.href();
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The booking page of a trip in a language: /b/{code}, /en/b/{code}, /it/b/{code}. */
/** A trip's booking page; with a date (yyyy-mm-dd) that date is preselected (`?date=`, spec part 1 §2). */
export const bookingPageUrl = (language: Language, code: string, date?: string | null) =>
  `${prefix(language)}/b/${encodeURIComponent(code)}${date ? `?date=${encodeURIComponent(date)}` : ''}`;
/** The address's parameter that carries a shared offer (domain/offer-link). */
export const OFFER_PARAM = 'offer';
/** A trip's booking page that opens a shared offer: its text is of URL-safe letters only (domain/offer-link). */
export const offerPageUrl = (language: Language, code: string, offer: string) =>
  `${bookingPageUrl(language, code)}?${OFFER_PARAM}=${offer}`;
export const landingPageUrl = (language: Language) => `${prefix(language)}/`;
/** The path segment of the gift voucher page, the same in every language. */
export const GIFT_VOUCHER_SEGMENT = 'gutschein';
/** The gift voucher page: /gutschein, /en/gutschein, /it/gutschein. */
export const giftVoucherPageUrl = (language: Language) => `${prefix(language)}/${GIFT_VOUCHER_SEGMENT}`;
/** This app's confirmation page of a booking: /booking/{no}, /en/booking/{no}, /it/booking/{no}. */
export const confirmationPageUrl = (language: Language, bookingNo: string) =>
  `${prefix(language)}/booking/${encodeURIComponent(bookingNo)}`;

/** The payment page of a booking (paying the deposit or the balance online): /payment/{no}, /en/payment/{no}, /it/payment/{no}. */
export const paymentPageUrl = (language: Language, bookingNo: string) =>
  `${prefix(language)}/payment/${encodeURIComponent(bookingNo)}`;

/** The payment page's whole address on a site (where the issuer sends the person back after 3-D Secure). */
export const paymentPageAddress = (origin: string, language: Language, bookingNo: string) =>
  new URL(paymentPageUrl(language, bookingNo), origin).href;

/**
 * Goes on to a step once: a second activation of the same button (a double click, a form that
 * submits twice) finds the address already there and adds no second history entry.
 */
export function goToStep(navigate: (to: string) => void, href: string): void {
  if (window.location.hash === `#${href}`) return;
  navigate(href);
}

/**
 * The booking number in the address of a page about an existing booking: its payment page
 * ('/payment/ASI-1001', '/en/payment/…') or an option's confirm link ('/option/ASI-9010'); ''
 * when the address is that page but names no valid number; null when it is another page.
 */
export function bookingNoOfPage(pathname: string, page: 'payment' | 'option'): string | null {
  if (!new RegExp(`^/${LANGUAGE_PREFIX_SOURCE}${page}(?:/|$)`).test(pathname)) return null;
  const match = new RegExp(`^/${LANGUAGE_PREFIX_SOURCE}${page}/([^/]+)/?$`).exec(pathname);
  const number = match?.[1] ? safeDecode(match[1]) : null;
  // A booking number has the shape of a travel code: letters, digits, '-' and '_', at most 40.
  return number && TRAVEL_CODE_PATTERN.test(number) ? number : '';
}

/** The confirm link of an option booking: /option/{no}, /en/option/{no}, /it/option/{no} (its token in the query). */
export const optionPageUrl = (language: Language, bookingNo: string) =>
  `${prefix(language)}/option/${encodeURIComponent(bookingNo)}`;

/** The insolvency protection certificate (decision: one document for every language). */
export const CERTIFICATE_URL = '/sicherungsschein.pdf';
