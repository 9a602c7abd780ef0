/**
 * Every page language and what differs by it: its name in itself, its short label, its path
 * prefix ('' for German, the source language) and the operator's terms and privacy pages (spec
 * part 2 §2). Every language list, regex and route table is built from this record; the
 * date-picker's locale and each table of texts are records over `Language`, so the compiler
 * names what a new language still lacks, and tests/config/languages.test.ts fails when
 * deploy/nginx.conf or the build's routes disagree.
 */
export const LANGUAGES = {
  de: { name: 'Deutsch', short: 'DE', prefix: '', terms: '/agb', privacy: '/datenschutz', country: 'DE', decimal: ',' },
  en: {
    name: 'English',
    short: 'EN',
    prefix: '/en',
    terms: '/en/tac',
    privacy: '/en/privacy',
    country: 'DE',
    decimal: '.',
  },
  it: {
    name: 'Italiano',
    short: 'IT',
    prefix: '/it',
    terms: '/it/tec',
    privacy: '/it/privacy',
    country: 'IT',
    decimal: ',',
  },
} as const satisfies Record<string, LanguageFacts>;

interface LanguageFacts {
  name: string;
  short: string;
  prefix: '' | `/${string}`;
  terms: `/${string}`;
  privacy: `/${string}`;
  /**
   * The country a new booking's address (and so its phone prefix) starts with: Italy on an
   * Italian page; the spec's default, Germany, on the German and the English one (read from
   * everywhere). A profile or the person's own entry replaces it.
   */
  country: string;
  /**
   * The decimal mark of a number that is not a price (a rating's average: '4,6', '4.6'). Written
   * here rather than asked of Intl.NumberFormat, whose first use costs the first page some 10 ms.
   */
  decimal: ',' | '.';
}

export type Language = keyof typeof LANGUAGES;
/** The languages in the order the language switch lists them; German first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/** The languages with a path prefix, as a regex alternation: 'en|it'. */
const PREFIXED = LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix !== '').join('|');
/** A path's optional language prefix as a regex source, after the leading '/': '(?:(?:en|it)/)?'. */
export const LANGUAGE_PREFIX_SOURCE = `(?:(?:${PREFIXED})/)?`;

/** '/en/…' English, '/it/…' Italian, anything else German (spec part 1 §2). */
export function languageFromPath(pathname: string): Language {
  const match = new RegExp(`^/(${PREFIXED})(?:/|$)`).exec(pathname);
  return isLanguage(match?.[1]) ? match[1] : 'de';
}

/** The path behind the language prefix: '/en/b/X' and '/b/X' both give '/b/X'. */
export function pathWithoutLanguage(pathname: string): string {
  return pathname.slice(LANGUAGES[languageFromPath(pathname)].prefix.length);
}

/**
 * A language's name in another page language ('Italienisch' on the German page, 'inglese' on the
 * Italian one), as the browser's own data names it: no table of names a new language must extend.
 */
export const languageNameIn = (code: Language, pageLanguage: Language): string =>
  new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(code) ?? LANGUAGES[code].name;

/** What a travel code may look like (letters, digits, '-' and '_', at most 40). */
export const TRAVEL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** decodeURIComponent that never throws: a badly encoded part (%E0%A4%A) reads as null and is ignored. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
