import '../src/styles/app.css';
import './catalogue.css';
import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { GlobalProvider } from '@ladle/react';
import { createI18n, NAMESPACES } from '@/app/i18n';
import { LANGUAGE_CODES, type Language } from '@/config/language';

/** A story's own meta: `language` shows it in that one language (a modal dialog), else in all three. */
interface CatalogueMeta {
  language?: Language;
}

type Instances = Partial<Record<Language, i18n>>;

/**
 * Every state in de, en and it, one beneath the other, each with its own texts: a text that does
 * not fit in one language shows beside the others. The page is marked ready for the screenshots
 * once every language's texts are in.
 */
export const Provider: GlobalProvider = ({ children, storyMeta }) => {
  const only = (storyMeta as CatalogueMeta | undefined)?.language;
  const languages = only ? [only] : LANGUAGE_CODES;
  const [instances, setInstances] = useState<Instances>({});
  useEffect(() => {
    let live = true;
    void Promise.all(
      LANGUAGE_CODES.map(async (language) => [language, await createI18n(language, { preload: NAMESPACES })] as const),
    ).then((entries) => {
      if (live) setInstances(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
  }, []);
  const ready = languages.every((language) => instances[language]);
  return (
    <main id="main" tabIndex={-1} className="catalogue" data-ready={ready ? 'true' : undefined}>
      {ready
        ? languages.map((language) => (
            <section key={language} lang={language} className="catalogue__language" aria-label={language}>
              <I18nextProvider i18n={instances[language] as i18n}>{children}</I18nextProvider>
            </section>
          ))
        : null}
    </main>
  );
};
