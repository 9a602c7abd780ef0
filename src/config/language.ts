/** The page languages; German is the source language. */
export const LANGUAGES = ['de', 'en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** '/en/…' English, '/it/…' Italian, anything else German (spec part 1 §2). */
export function languageFromPath(pathname: string): Language {
  if (/^\/en(\/|$)/.test(pathname)) return 'en';
  if (/^\/it(\/|$)/.test(pathname)) return 'it';
  return 'de';
}

/** The path behind the language prefix: '/en/b/X' and '/b/X' both give '/b/X'. */
export function pathWithoutLanguage(pathname: string): string {
  return languageFromPath(pathname) === 'de' ? pathname : pathname.slice(3);
}

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
