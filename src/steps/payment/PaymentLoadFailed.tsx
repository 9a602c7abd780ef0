import { useTranslation } from 'react-i18next';

/** Why the booking's payment status is not shown: no number, an unknown number, or a failed load with a retry. */
export function PaymentLoadFailed({
  bookingNo,
  notFound,
  onRetry,
}: {
  bookingNo: string;
  notFound: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('payment');
  return (
    <div className="notice notice--error" role="alert">
      <p>{bookingNo === '' ? t('missingNumber') : notFound ? t('notFound', { bookingNo }) : t('loadFailed')}</p>
      {notFound ? null : (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
