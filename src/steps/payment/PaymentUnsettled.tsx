import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askPaymentAgain, selectPaymentView, usePaymentDispatch, usePaymentSelector } from '@/features/payment';
import { useAskAgainWhenOnline } from '@/lib/use-ask-again';
import { useOffline } from '@/lib/use-offline';
import { ASK_AGAIN_SECONDS } from '@/domain/submit-outcome';

/**
 * A payment that went without an answer, and the server could not be asked since: says it may or
 * may not have arrived, asks again when the browser is back online or on the person's press, and
 * offers no other payment meanwhile (the page hides the ways to pay).
 */
export function PaymentUnsettled({ bookingNo }: { bookingNo: string }) {
  const { t } = useTranslation('payment');
  const dispatch = usePaymentDispatch();
  const { unsettled } = usePaymentSelector(selectPaymentView);
  const offline = useOffline();
  const title = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const ask = useCallback(async () => {
    setAsking(true);
    try {
      await dispatch(askPaymentAgain(bookingNo));
    } finally {
      setAsking(false);
    }
  }, [dispatch, bookingNo]);
  useAskAgainWhenOnline(unsettled, ask, { everyMs: ASK_AGAIN_SECONDS * 1000 });
  useEffect(() => {
    if (unsettled) title.current?.focus();
  }, [unsettled]);
  if (!unsettled) return null;
  return (
    <section className="notice notice--warning payment__unsettled" aria-labelledby="payment-unsettled-title">
      <h2 id="payment-unsettled-title" className="payment__unsettled-title" tabIndex={-1} ref={title}>
        {t('unsettled.title')}
      </h2>
      <p>{t('unsettled.text')}</p>
      {offline ? <p className="payment__unsettled-offline">{t('unsettled.offline')}</p> : null}
      <p>{t('unsettled.promise')}</p>
      <p className="visually-hidden" role="status">
        {asking ? t('unsettled.asking') : ''}
      </p>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={asking || undefined}
        onClick={() => {
          if (!asking) void ask();
        }}
      >
        {t('unsettled.ask')}
      </button>
    </section>
  );
}
