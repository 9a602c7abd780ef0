import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import de from '../../locales/de/translation.json';
import type { Language } from '@/config/page-config';

/** The text namespaces: the core ships with German in the entry, the rest loads with the code that needs it. */
export const NAMESPACES = [
  'translation',
  'extras',
  'booking',
  'pages',
  'errors',
  'travellers',
  'checkout',
  'flights',
  'forms',
  'giftVoucher',
] as const;
type Namespace = (typeof NAMESPACES)[number];

// boot.json holds the few texts the start-up shows before i18next exists.
// The payment page's texts load with that page (features/payment), not through the booking pages.
const loaders = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/*.json',
    '!../../locales/de/translation.json',
    '!../../locales/*/boot.json',
    '!../../locales/*/payment.json',
    '!../../locales/*/noscript.json',
  ],
  { import: 'default' },
);

/** Loads `{language}/{namespace}.json` on first use; useTranslation(ns) suspends until then. */
const lazyResources = resourcesToBackend((language: string, namespace: string) => {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no texts for ${language}/${namespace}`));
});

export async function createI18n(
  language: Language,
  { preload = [] }: { preload?: readonly Namespace[] } = {},
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: ['translation', ...preload.filter((ns) => ns !== 'translation')],
      defaultNS: 'translation',
      // A component reading its own namespace still finds the shared texts (prices, validation).
      fallbackNS: 'translation',
      resources: { de: { translation: de } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A placeholder left without its value ('höchstens {{max}} Hunde') fails a unit test.
      missingInterpolationHandler:
        import.meta.env.MODE === 'test'
          ? (text: string, value: unknown): never => {
              throw new Error(`missing value for ${String((value as string[] | null)?.[0] ?? value)} in "${text}"`);
            }
          : undefined,
      react: { useSuspense: true },
      // A missing key must never reach a person: unit tests throw on it, browser tests fail on the marker.
      parseMissingKeyHandler: (key) => {
        if (import.meta.env.MODE === 'test') throw new Error(`missing translation: ${key}`);
        return `⚠${key}`;
      },
    });
  return instance;
}
