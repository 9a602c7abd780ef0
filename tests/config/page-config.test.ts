import { describe, expect, it } from 'vitest';
import { languageFromPath, parsePageConfig } from '@/config/page-config';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('page configuration from the URL (spec part 1 §2, §3)', () => {
  it.each([
    ['/b/GRP-ALPS', 'de'],
    ['/en/b/GRP-ALPS', 'en'],
    ['/it/b/GRP-ALPS', 'it'],
    ['/fr/b/GRP-ALPS', 'de'],
    ['/english/b/X', 'de'],
    ['/en', 'en'],
  ])('%s is in %s', (pathname, language) => {
    expect(languageFromPath(pathname)).toBe(language);
  });

  it('reads the travel code and the query parameters, with the defaults', () => {
    const result = parsePageConfig(
      at('/en/b/GRP-ALPS', '?date=2027-05-01&pax=3&schedule=100010&bookingId=ASI-1&year=2027'),
      null,
    );
    expect(result).toMatchObject({
      ok: true,
      config: {
        page: 'booking',
        travelCode: 'GRP-ALPS',
        language: 'en',
        date: '2027-05-01',
        pax: 3,
        schedule: '100010',
        bookingId: 'ASI-1',
        year: 2027,
        benefitCategory: 'ibe',
        country: 'DE',
        locale: 'en',
        vviOnly: false,
      },
    });
  });

  it("reads the flex experiment: the ?flex link and the page's flexVariant, a wrong value no error (spec part 2 §9)", () => {
    expect(parsePageConfig(at('/b/GRP-ALPS', '?flex=b'), null)).toMatchObject({
      ok: true,
      config: { flexQuery: 'b', flexVariant: null },
    });
    expect(parsePageConfig(at('/b/GRP-ALPS'), JSON.stringify({ flexVariant: 'C' }))).toMatchObject({
      ok: true,
      config: { flexQuery: null, flexVariant: 'C' },
    });
    expect(parsePageConfig(at('/b/GRP-ALPS'), JSON.stringify({ flexVariant: 7 }))).toMatchObject({
      ok: true,
      config: { flexVariant: null },
    });
  });

  it('reads whether the operator hides the insurance opt-out (spec part 2 §4), no by default', () => {
    expect(parsePageConfig(at('/b/GRP-ALPS'), null)).toMatchObject({
      ok: true,
      config: { insuranceOptOutHidden: false },
    });
    expect(parsePageConfig(at('/b/GRP-ALPS'), JSON.stringify({ insuranceOptOutHidden: true }))).toMatchObject({
      ok: true,
      config: { insuranceOptOutHidden: true },
    });
  });

  it('is the landing page without a travel code', () => {
    expect(parsePageConfig(at('/'), null)).toMatchObject({
      ok: true,
      config: { page: 'landing', travelCode: null, language: 'de', locale: 'de' },
    });
  });

  it("reads the query for the booking page only: the start page's own ?start=… never breaks it", () => {
    expect(parsePageConfig(at('/', '?region=x&start=garbage&pax=zwei'), null)).toMatchObject({
      ok: true,
      config: { page: 'landing', start: null, pax: null },
    });
    expect(parsePageConfig(at('/b/GRP-ALPS', '?start=garbage'), null)).toMatchObject({ ok: false });
  });

  it('is the confirmation page for /booking/{number}', () => {
    expect(parsePageConfig(at('/it/booking/ASI-100001'), null)).toMatchObject({
      ok: true,
      config: { page: 'confirmation', bookingId: 'ASI-100001', language: 'it' },
    });
  });

  it('takes the server embedded JSON over the URL', () => {
    const embedded = JSON.stringify({
      travelCode: 'IND-ICELAND',
      vviOnly: true,
      benefitCategory: 'general',
      whitelabel: 'partner-x',
    });
    expect(parsePageConfig(at('/b/GRP-ALPS'), embedded)).toMatchObject({
      ok: true,
      config: { travelCode: 'IND-ICELAND', vviOnly: true, benefitCategory: 'general', whitelabel: 'partner-x' },
    });
  });

  it.each([
    [at('/b/GRP-ALPS', '?pax=drei'), 'pax', '/b/GRP-ALPS'],
    [at('/b/GRP-ALPS', '?pax=0'), 'pax', '/b/GRP-ALPS'],
    [at('/b/GRP-ALPS', '?date=01.05.2027'), 'date', '/b/GRP-ALPS'],
    [at('/b/<script>'), 'travelCode', '/'],
    [at('/en/b/'), 'travelCode', '/en/'],
  ])('a wrong value gives the issues and a clean way on: %j', (location, field, cleanUrl) => {
    const result = parsePageConfig(location, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.field)).toContain(field);
    expect(result.cleanUrl).toBe(cleanUrl);
  });

  it.each([['{"travelCode": '], ['[1, 2]'], ['{"vviOnly": "ja"}']])(
    'wrong embedded JSON %s is an error, not a guess',
    (embedded) => {
      expect(parsePageConfig(at('/b/GRP-ALPS'), embedded).ok).toBe(false);
    },
  );
});

describe('a badly encoded address (issue 9)', () => {
  it('leaves out a value with broken percent-encoding and applies the rest', () => {
    const result = parsePageConfig(
      { pathname: '/b/GRP-ALPS', search: '?pax=2&schedule=%E0%A4%A&date=2027-05-10' },
      null,
    );
    expect(result.ok && [result.config.pax, result.config.schedule, result.config.date]).toEqual([
      2,
      null,
      '2027-05-10',
    ]);
  });

  it('reads a travel code with a broken escape as typed, which the code rule then refuses', () => {
    const result = parsePageConfig({ pathname: '/b/GRP%E0%A4%A', search: '' }, null);
    expect(result.ok).toBe(false);
  });
});
