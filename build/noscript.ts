import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGE_CODES } from '../src/config/language';

/** What a page without JavaScript says, per page, in each language (locales/{language}/noscript.json). */
type NoscriptTexts = Record<'booking' | 'payment', string>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<noscript>` of a page: one paragraph per language of the one list, each marked with its language. */
export function noscriptHtml(page: keyof NoscriptTexts, read: (language: string) => NoscriptTexts): string {
  const lines = LANGUAGE_CODES.map((language) => `<p lang="${language}">${escapeHtml(read(language)[page])}</p>`);
  return `<noscript>${lines.join('')}</noscript>`;
}

const readTexts = (language: string): NoscriptTexts =>
  JSON.parse(readFileSync(new URL(`../locales/${language}/noscript.json`, import.meta.url), 'utf8')) as NoscriptTexts;

/** Fills each HTML page's empty `<noscript></noscript>` with its words in every language the site has. */
export function noscriptTexts(): Plugin {
  return {
    name: 'asi-noscript',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { filename }) =>
        html.replace(
          '<noscript></noscript>',
          noscriptHtml(filename.endsWith('payment.html') ? 'payment' : 'booking', readTexts),
        ),
    },
  };
}
