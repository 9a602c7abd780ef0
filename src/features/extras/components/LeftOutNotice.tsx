import { useTranslation } from 'react-i18next';

/**
 * A list came with broken entries that could not be shown (none of them a charge the person cannot
 * refuse, or the list would have failed): the section says so, quietly, instead of a silent gap.
 */
export function LeftOutNotice() {
  const { t } = useTranslation('extras');
  return <p className="notice">{t('leftOut')}</p>;
}
