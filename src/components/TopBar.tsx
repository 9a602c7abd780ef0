import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

/** The brand and the language links above every page; on a trip's page the links keep the trip. */
export function TopBar({ travelCode }: { travelCode: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <span className="top-bar__brand">{t('app.brand')}</span>
      <LanguageSwitch travelCode={travelCode} />
    </div>
  );
}
