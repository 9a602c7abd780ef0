import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/language';
import { LanguageSwitch } from './LanguageSwitch';

/** The brand and the language links above every page; on a trip's page the links keep the trip, `hrefFor` names another page's addresses. */
export function TopBar({
  travelCode,
  hrefFor,
}: {
  travelCode: string | null;
  hrefFor?: (language: Language) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <span className="top-bar__brand">
        {/* The brand's mark (the site's icon): drawn here, no request of its own. */}
        <svg className="top-bar__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" />
          <path d="M6 24 13 11l5 8 3-4 5 9Z" />
        </svg>
        {t('app.brand')}
      </span>
      <LanguageSwitch travelCode={travelCode} hrefFor={hrefFor} />
    </div>
  );
}
