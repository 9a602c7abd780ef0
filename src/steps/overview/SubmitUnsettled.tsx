import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOffline } from '@/lib/use-offline';

/**
 * While a sent booking's answer is outstanding: over the whole page (everything behind it inert,
 * the step bar too, so no second booking can start), that it may or may not have arrived, that the
 * page asks again, and a press to ask now. It stays while asking, with its button busy.
 */
export default function SubmitUnsettled({ asking, onAsk }: { asking: boolean; onAsk?: () => void }) {
  const { t } = useTranslation('booking');
  const offline = useOffline();
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const page = document.querySelector('.page');
    page?.setAttribute('inert', '');
    return () => page?.removeAttribute('inert');
  }, []);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return createPortal(
    <div className="submit-overlay" data-testid="submit-unsettled">
      <section
        className="submit-unsettled"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="submit-unsettled-title"
        aria-describedby="submit-unsettled-text"
      >
        <h2 id="submit-unsettled-title" className="submit-unsettled__title">
          {t('submit.unsettled.title')}
        </h2>
        <div id="submit-unsettled-text">
          <p>{t('submit.unsettled.text')}</p>
          {offline ? <p className="submit-unsettled__offline">{t('submit.unsettled.offline')}</p> : null}
          <p>{t('submit.unsettled.promise')}</p>
        </div>
        <p className="visually-hidden" role="status">
          {asking ? t('submit.unsettled.asking') : ''}
        </p>
        <button
          ref={button}
          type="button"
          className="button button--primary"
          aria-disabled={asking || undefined}
          onClick={() => {
            if (!asking) onAsk?.();
          }}
        >
          {t('submit.unsettled.ask')}
        </button>
      </section>
    </div>,
    document.body,
  );
}
