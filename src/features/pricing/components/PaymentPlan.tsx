import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { Toggletip } from '@/components/Toggletip';
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from '@/domain/deposit';
import { formatDate } from '@/domain/format';
import { selectDueLabel, selectPaymentPlan, selectSubmitKind } from '../plan-selectors';
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
  const dueLabel = useAppSelector(selectDueLabel);
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
          <dt>
            {t('plan.deposit', { percent: DEPOSIT_PERCENT })}
            <Toggletip label={t('plan.depositHelpLabel')}>
              {t('plan.depositHelp', { percent: DEPOSIT_PERCENT, days: BALANCE_DUE_DAYS })}
            </Toggletip>
          </dt>
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
          {dueLabel ? (
            <>
              <dt className="payment-plan__due">{t(`plan.${dueLabel}`)}</dt>
              <dd className="payment-plan__due" data-testid="due-now">
                <Price value={plan.dueNow} />
              </dd>
            </>
          ) : null}
          {plan.balance > 0 && plan.balanceDueDate ? (
            <>
              <dt>{t('plan.balance', { date: formatDate(plan.balanceDueDate) })}</dt>
              <dd>
                <Price value={plan.balance} />
              </dd>
            </>
          ) : null}
        </dl>
      )}
      {totals.voucherValue > 0 && kind === 'book' && plan && !plan.fullPaymentNow ? (
        <p className="form__note">{t('plan.voucher')}</p>
      ) : null}
    </>
  );
}
