import { useTranslation } from 'react-i18next';

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
          <div className="submit-overlay__box">
            <span className="spinner__circle" aria-hidden="true" />
            <p aria-hidden="true">{t('submit.checking')}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
