import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/components/RouteLink';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from '@/domain/deposit';
import { formatDate } from '@/domain/format';
import { selectIsMarkedOnRequest, selectPriceLines, selectTotals, usePriceLineLabel } from '@/features/pricing';
import { selectPaymentPlan, selectSubmitKind } from '@/features/checkout';
import { RequestReasons } from '@/features/booking';

/**
 * Every price line adding up to the total, the asterisk note when on request or on availability,
 * and the payment plan (spec part 2 §4, §9): the deposit now and the rest on its date, everything
 * now close to departure (domain/deposit), nothing before a request is confirmed.
 */
export function PriceSummary() {
  const { t } = useTranslation(['checkout', 'booking']);
  const lines = useAppSelector(selectPriceLines);
  const totals = useAppSelector(selectTotals);
  const marked = useAppSelector(selectIsMarkedOnRequest);
  const plan = useAppSelector(selectPaymentPlan);
  const kind = useAppSelector(selectSubmitKind);
  const lineLabel = usePriceLineLabel();

  return (
    <section className="checkout-box" aria-labelledby="prices-title">
      <div className="summary-block__head">
        <h3 id="prices-title" className="checkout-box__title">
          {t('prices.title')}
        </h3>
        <RouteLink to={paths.schedule.href()} className="summary-block__change">
          {t('prices.changeServices')}
        </RouteLink>
      </div>
      <table className="price-table">
        <thead>
          <tr>
            <th scope="col">{t('priceOverview.item')}</th>
            <th scope="col" className="price-table__amount">
              {t('booking:overview.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`}>
              <td>{lineLabel(line)}</td>
              <td className="price-table__amount">
                <Price value={line.amount} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('prices.total')}</th>
            <td className="price-table__amount price-table__total" data-testid="overview-total">
              <Price value={totals.totalPrice} />
              {marked ? ' *' : ''}
            </td>
          </tr>
        </tfoot>
      </table>
      {marked ? <p className="form__note">{t('price.onRequestNote')}</p> : null}
      <RequestReasons step="overview" />
      <h4 className="checkout-box__subtitle">{t('plan.title')}</h4>
      {kind === 'request' || !plan ? (
        <p>{t('plan.request')}</p>
      ) : plan.fullPaymentNow ? (
        <p>
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
    </section>
  );
}
