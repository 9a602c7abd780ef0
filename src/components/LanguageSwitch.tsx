import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/config/page-config';
import { bookingPageUrl, landingPageUrl } from '@/config/paths';

const NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', it: 'Italiano' };

/** Links to the same page in the other languages; the booking itself is kept (same travel code). */
export function LanguageSwitch({
  travelCode,
  hrefFor,
}: {
  travelCode: string | null;
  hrefFor?: (language: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <nav aria-label={t('common.languages')} className="language-switch">
      <ul>
        {LANGUAGES.map((language) => {
          const href = hrefFor
            ? hrefFor(language)
            : travelCode
              ? bookingPageUrl(language, travelCode) + window.location.hash
              : landingPageUrl(language);
          return (
            <li key={language}>
              {language === i18n.language ? (
                <span aria-current="page" lang={language}>
                  {NAMES[language]}
                </span>
              ) : (
                <a href={href} lang={language} hrefLang={language}>
                  {NAMES[language]}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
