import { useTranslation } from 'react-i18next';
import {
  Countdown,
  deadlineReached,
  selectPaymentView,
  usePaymentDispatch,
  usePaymentSelector,
} from '@/features/payment';

/** The amount due, the overdue message, and the countdown to the payment deadline. */
export function PaymentDue({ amount }: { amount: string }) {
  const { t } = useTranslation('payment');
  const dispatch = usePaymentDispatch();
  const view = usePaymentSelector(selectPaymentView);
  return (
    <div className="payment__due">
      <p className="payment__amount">
        {t('amountDue')} <strong className="payment__sum">{amount}</strong>
      </p>
      {view.overdue ? <p className="notice notice--warning">{t('overdue', { amount })}</p> : null}
      {view.deadline !== null ? (
        <Countdown deadline={view.deadline} onFinish={() => dispatch(deadlineReached())} />
      ) : null}
    </div>
  );
}
