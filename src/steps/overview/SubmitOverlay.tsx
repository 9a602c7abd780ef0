import { useTranslation } from 'react-i18next';
import { BusyBox } from '@/components/BusyBox';

/** While the booking is sent: the check said once to screen readers, and a spinner over the page. */
export function SubmitOverlay({ busy }: { busy: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? t('submit.checking') : ''}
      </p>
      {busy ? (
        <div className="submit-overlay" data-testid="submit-overlay">
          <BusyBox>
            <p aria-hidden="true">{t('submit.checking')}</p>
          </BusyBox>
        </div>
      ) : null}
    </>
  );
}
