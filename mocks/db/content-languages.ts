import type { Language } from '../../src/config/language';
import { CONTENT } from '../texts';

/** Every German text the demo content translates (for the test that nothing is left out). */
export const TRANSLATED_CONTENT = Object.keys(CONTENT);

/** A reply in the asked language: every string of the content found in the table, translated; German as it is. */
export function inLanguage<T>(reply: T, language: Language): T {
  if (language === 'de') return reply;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return CONTENT[value]?.[language] ?? value;
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(reply) as T;
}
