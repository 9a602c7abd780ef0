import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from '@/config/language';
import { formatOneDecimal } from '@/domain/format';

describe("a rating's average with one decimal in the page language (issue 39 §3)", () => {
  it.each([
    [4.6, 'de', '4,6'],
    [4.6, 'en', '4.6'],
    [4.6, 'it', '4,6'],
    [4, 'de', '4,0'],
    [4.25, 'en', '4.3'],
    [4.04, 'de', '4,0'],
    [4.96, 'it', '5,0'],
    [0.5, 'de', '0,5'],
  ] as const)('%s in %s reads %s', (value, language, text) => {
    expect(formatOneDecimal(value, LANGUAGES[language].decimal)).toBe(text);
  });

  it('reads as Intl.NumberFormat writes it, for every average of 0 to 5 in every language', () => {
    for (const language of LANGUAGE_CODES)
      for (let tenths = 0; tenths <= 50; tenths += 1) {
        const value = tenths / 10 + 0.01;
        const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
        expect(formatOneDecimal(value, LANGUAGES[language].decimal)).toBe(intl.format(value));
      }
  });
});
