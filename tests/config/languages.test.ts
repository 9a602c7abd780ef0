import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPaymentPagePath, PAYMENT_PAGES } from '../../build/page-routes';
import { noscriptHtml } from '../../build/noscript';
import { LANGUAGE_CODES, LANGUAGES, languageFromPath, pathWithoutLanguage, type Language } from '@/config/language';
import { bookingPageUrl, paymentPageUrl } from '@/config/paths';

// One record names the page languages (src/config/language.ts); what the compiler cannot see
// (the server's routes, the texts' folders) is held to it here.
const nginx = readFileSync('deploy/nginx.conf', 'utf8');
const prefixed = LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix !== '');
/** The language alternation and the page alternation of each `location ~ ^/((…)/)?(…)/` in nginx.conf. */
const nginxPageLocations = [...nginx.matchAll(/location ~ \^\/\(\(([^)]+)\)\/\)\?\(([^)]+)\)\//g)].map((m) => ({
  languages: (m[1] ?? '').split('|').sort(),
  pages: (m[2] ?? '').split('|').sort(),
}));

describe('the page languages (one record)', () => {
  it('German is the source language and has no prefix; every other language is its own prefix', () => {
    expect(LANGUAGE_CODES[0]).toBe('de');
    expect(LANGUAGES.de.prefix).toBe('');
    for (const code of prefixed) expect(LANGUAGES[code].prefix).toBe(`/${code}`);
  });

  it('reads every language from its path and gives the path behind the prefix', () => {
    for (const code of LANGUAGE_CODES) {
      expect(languageFromPath(bookingPageUrl(code, 'GRP-ALPS'))).toBe(code);
      expect(pathWithoutLanguage(bookingPageUrl(code, 'GRP-ALPS'))).toBe('/b/GRP-ALPS');
    }
    expect(languageFromPath('/english/b/X')).toBe('de');
  });

  it("links the operator's own terms and privacy pages (spec part 2 §2)", () => {
    const SPEC: Partial<Record<Language, string[]>> = {
      de: ['/agb', '/datenschutz'],
      en: ['/en/tac', '/en/privacy'],
      it: ['/it/tec', '/it/privacy'],
    };
    expect(LANGUAGE_CODES).toEqual(expect.arrayContaining(Object.keys(SPEC)));
    for (const code of LANGUAGE_CODES) {
      const { terms, privacy, prefix } = LANGUAGES[code];
      // A language the spec does not name has its own pages under its prefix.
      const own = [terms, privacy].map((page) => (page.startsWith(`${prefix}/`) ? page : `${page} outside ${prefix}/`));
      expect([terms, privacy]).toEqual(SPEC[code] ?? own);
    }
  });

  it('has a folder of texts for each language, and no other', () => {
    expect(readdirSync('locales').sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('deploy/nginx.conf serves the booking pages and the payment pages in every language, and no other', () => {
    expect(nginxPageLocations).toHaveLength(2);
    for (const location of nginxPageLocations) expect(location.languages).toEqual([...prefixed].sort());
    expect(nginxPageLocations.map((location) => location.pages)).toEqual([['b', 'booking'], [...PAYMENT_PAGES].sort()]);
  });

  it("the build's routes serve payment.html for the payment pages in every language", () => {
    for (const code of LANGUAGE_CODES) {
      expect(isPaymentPagePath(paymentPageUrl(code, 'ASI-9001'))).toBe(true);
      expect(isPaymentPagePath(bookingPageUrl(code, 'GRP-ALPS'))).toBe(false);
    }
    expect(isPaymentPagePath('/xx/payment/ASI-9001')).toBe(false);
  });
});

describe('a page without JavaScript says so in every language of the one list', () => {
  const read = (language: string) =>
    JSON.parse(readFileSync(`locales/${language}/noscript.json`, 'utf8')) as Record<'booking' | 'payment', string>;

  it.each(['booking', 'payment'] as const)('the %s page: one paragraph a language, marked with it', (page) => {
    const html = noscriptHtml(page, read);
    expect([...html.matchAll(/<p lang="(\w+)">/g)].map((m) => m[1])).toEqual(LANGUAGE_CODES);
    expect(html).toContain(`<p lang="de">${read('de')[page]}</p>`);
  });

  it('writes a text as text, never as markup', () => {
    expect(noscriptHtml('booking', () => ({ booking: '<b>x</b> & y', payment: '' }))).toContain(
      '&lt;b&gt;x&lt;/b&gt; &amp; y',
    );
  });

  it('the pages leave the place for it empty, for the build to fill', () => {
    for (const file of ['index.html', 'payment.html'])
      expect(readFileSync(file, 'utf8')).toContain('<noscript></noscript>');
  });
});
