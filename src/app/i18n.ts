import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../../locales/de/translation.json';
import type { Language } from './config';

/** English and Italian load only on their pages; German, the source, ships in the entry. */
const loaders: Record<Exclude<Language, 'de'>, () => Promise<{ default: unknown }>> = {
  en: () => import('../../locales/en/translation.json'),
  it: () => import('../../locales/it/translation.json'),
};

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Record<string, unknown> }> = { de: { translation: de } };
  if (language !== 'de') {
    const loaded = await loaders[language]();
    resources[language] = { translation: loaded.default as Record<string, unknown> };
  }
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key must never reach a person: tests fail on the marker below.
    parseMissingKeyHandler: (key) => `⚠${key}`,
  });
  return instance;
}
