import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyBox } from '@/components/BusyBox';
import { useOffline } from '@/lib/use-offline';

/**
 * While the booking is sent: the check said once to screen readers, and a spinner over the page.
 * While a sent booking's answer is outstanding (`unsettled`): over the page, that it may or may not
 * have arrived, that the page asks again once the connection is back, and a press to ask now; the
 * page behind it takes nothing, so no second booking can start.
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
  const { t } = useTranslation(['checkout', 'booking']);
  const offline = useOffline();
  const title = useRef<HTMLHeadingElement>(null);
  const waiting = unsettled && !busy;
  useEffect(() => {
    if (waiting) title.current?.focus();
  }, [waiting]);
  const busyText = unsettled ? t('booking:submit.unsettled.asking') : t('submit.checking');
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? busyText : ''}
      </p>
      {busy ? (
        <div className="submit-overlay" data-testid="submit-overlay">
          <BusyBox>
            <p aria-hidden="true">{busyText}</p>
          </BusyBox>
        </div>
      ) : null}
      {waiting ? (
        <div className="submit-overlay" data-testid="submit-unsettled">
          <section className="submit-unsettled" role="alert" aria-labelledby="submit-unsettled-title">
            <h2 id="submit-unsettled-title" className="submit-unsettled__title" tabIndex={-1} ref={title}>
              {t('booking:submit.unsettled.title')}
            </h2>
            <p>{t('booking:submit.unsettled.text')}</p>
            {offline ? <p className="submit-unsettled__offline">{t('booking:submit.unsettled.offline')}</p> : null}
            <p>{t('booking:submit.unsettled.promise')}</p>
            <button type="button" className="button button--primary" onClick={onAsk}>
              {t('booking:submit.unsettled.ask')}
            </button>
          </section>
        </div>
      ) : null}
    </>
  );
}
