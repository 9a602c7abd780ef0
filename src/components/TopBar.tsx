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
      <span className="top-bar__brand">{t('app.brand')}</span>
      <LanguageSwitch travelCode={travelCode} hrefFor={hrefFor} />
    </div>
  );
}
