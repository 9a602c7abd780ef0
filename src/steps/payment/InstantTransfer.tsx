import { useTranslation } from 'react-i18next';

/** Paying by instant transfer: the hint and the pay button. */
export function InstantTransfer({ amount, sending, onPay }: { amount: string; sending: boolean; onPay: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <div className="payment__instant">
      <p>{t('method.instantHint')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={sending || undefined}
          onClick={() => {
            if (!sending) onPay();
          }}
        >
          {sending ? t('pay.sending') : t('pay.button', { amount })}
        </button>
      </div>
    </div>
  );
}
