import { useTranslation } from 'react-i18next';
import { BusyBox } from '@/components/BusyBox';
// Loaded with the page, not when needed: it is needed when the connection is gone.
import SubmitUnsettled from './SubmitUnsettled';

/**
 * While the booking is sent: the check said once to screen readers, and a spinner over the page.
 * While a sent booking's answer is outstanding (`unsettled`): its box (SubmitUnsettled), also while asking.
 */
export function SubmitOverlay({
  busy,
  unsettled = false,
  onAsk,
}: {
  busy: boolean;
  unsettled?: boolean;
  onAsk?: () => void;
}) {
  const { t } = useTranslation('checkout');
  if (unsettled) return <SubmitUnsettled asking={busy} onAsk={onAsk} />;
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
