import type { Story } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';

export default { title: 'Buttons' };

/** The three kinds of button, each enabled and disabled, with the step's own words. */
export const Kinds: Story = () => {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      <button type="button" className="button button--primary">
        {t('schedule.continue')}
      </button>
      <button type="button" className="button">
        {t('common.back')}
      </button>
      <button type="button" className="button button--link">
        {t('common.back')}
      </button>
      <button type="button" className="button button--primary" disabled>
        {t('schedule.continue')}
      </button>
      <button type="button" className="button" disabled>
        {t('common.back')}
      </button>
    </div>
  );
};

export const Busy: Story = () => {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
};
