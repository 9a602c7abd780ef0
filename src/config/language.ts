/** The page languages; German is the source language. */
export const LANGUAGES = ['de', 'en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** '/en/…' English, '/it/…' Italian, anything else German (spec part 1 §2). */
export function languageFromPath(pathname: string): Language {
  if (/^\/en(\/|$)/.test(pathname)) return 'en';
  if (/^\/it(\/|$)/.test(pathname)) return 'it';
  return 'de';
}

/** decodeURIComponent that never throws: a badly encoded part (%E0%A4%A) reads as null and is ignored. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
