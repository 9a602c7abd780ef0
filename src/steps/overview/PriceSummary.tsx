import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/components/RouteLink';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import {
  MissingForPrice,
  PaymentPlan,
  PriceLineLabel,
  selectIsMarkedOnRequest,
  selectMissingForPrice,
  selectPriceLines,
  selectTotals,
} from '@/features/pricing';
import { RequestReasons } from '@/features/booking';
import { isReduction } from '@/domain/price-lines';

/**
 * Every price line adding up to the total, the asterisk note when on request or on availability,
 * and the payment plan (spec part 2 §4, §9): the deposit now and the rest on its date, everything
 * now close to departure (domain/deposit), nothing before a request is confirmed. While a room for
 * everyone is missing (a late reply took one back), what is still to choose instead of a total.
 */
export function PriceSummary() {
  const { t } = useTranslation(['checkout', 'booking', 'translation']);
  const missing = useAppSelector(selectMissingForPrice);

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
      {missing.length > 0 ? <MissingForPrice missing={missing} /> : <PricedSummary />}
    </section>
  );
}

/** The price lines, the total, why it is on request and the payment plan. */
function PricedSummary() {
  const { t } = useTranslation(['checkout', 'booking']);
  const lines = useAppSelector(selectPriceLines);
  const totals = useAppSelector(selectTotals);
  const marked = useAppSelector(selectIsMarkedOnRequest);
  return (
    <>
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
              <td>
                <PriceLineLabel line={line} />
              </td>
              <td className="price-table__amount">
                <Price value={line.amount} amountOnly={isReduction(line)} />
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
      <PaymentPlan heading="h4" />
    </>
  );
}
