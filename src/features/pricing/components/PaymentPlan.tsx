import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from '@/domain/deposit';
import { formatDate } from '@/domain/format';
import { selectPaymentPlan, selectSubmitKind } from '../plan-selectors';
import { selectTotals } from '../price-selectors';

/**
 * What is due when (spec part 2 §9): the deposit now and the rest on its date, everything now
 * close to departure (domain/deposit), nothing before a request is confirmed. The price box on
 * every step and step 3 show the one plan.
 */
export function PaymentPlan({ heading: Heading }: { heading: 'h3' | 'h4' }) {
  const { t } = useTranslation();
  const plan = useAppSelector(selectPaymentPlan);
  const kind = useAppSelector(selectSubmitKind);
  const totals = useAppSelector(selectTotals);
  return (
    <>
      <Heading className="payment-plan__title">{t('plan.title')}</Heading>
      {kind === 'request' || !plan ? (
        <p className="payment-plan__text">{t('plan.request')}</p>
      ) : plan.fullPaymentNow ? (
        <p className="payment-plan__text">
          {t('plan.fullNow', { days: BALANCE_DUE_DAYS })}{' '}
          <strong>
            <Price value={plan.dueNow} />
          </strong>
        </p>
      ) : (
        <dl className="payment-plan">
          <dt>{t('plan.deposit', { percent: DEPOSIT_PERCENT })}</dt>
          <dd>
            <Price value={plan.deposit} />
          </dd>
          {plan.insuranceNow > 0 ? (
            <>
              <dt>{t('plan.insurance')}</dt>
              <dd>
                <Price value={plan.insuranceNow} />
              </dd>
            </>
          ) : null}
          <dt className="payment-plan__due">{t('plan.dueNow')}</dt>
          <dd className="payment-plan__due" data-testid="due-now">
            <Price value={plan.dueNow} />
          </dd>
          <dt>{t('plan.balance', { date: plan.balanceDueDate ? formatDate(plan.balanceDueDate) : '' })}</dt>
          <dd>
            <Price value={plan.balance} />
          </dd>
        </dl>
      )}
      {totals.voucherValue > 0 && kind === 'book' && plan && !plan.fullPaymentNow ? (
        <p className="form__note">{t('plan.voucher')}</p>
      ) : null}
    </>
  );
}
