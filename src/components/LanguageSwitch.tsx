import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/config/page-config';
import { bookingPageUrl, landingPageUrl } from '@/config/paths';

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
        {LANGUAGE_CODES.map((language) => {
          const href = hrefFor
            ? hrefFor(language)
            : travelCode
              ? bookingPageUrl(language, travelCode) + window.location.hash
              : landingPageUrl(language);
          return (
            <li key={language}>
              {language === i18n.language ? (
                <span aria-current="page" lang={language}>
                  {LANGUAGES[language].name}
                </span>
              ) : (
                <a href={href} lang={language} hrefLang={language}>
                  {LANGUAGES[language].name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
