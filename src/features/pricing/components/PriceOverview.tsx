import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { selectPriceLines } from '../price-line-selectors';
import { selectIsMarkedOnRequest, selectTotals } from '../price-selectors';
import { selectUpgradesMissing } from '@/features/extras';
import { usePriceLineLabel } from './use-price-line-label';
import { SalesContactLine } from '@/components/SalesContactLine';
import { selectSalesContact } from '../contact-selectors';

/** Every line of the booking with its price, the total, and the asterisk note when on request. */
export function PriceOverview({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const lines = useAppSelector(selectPriceLines);
  const totals = useAppSelector(selectTotals);
  const marked = useAppSelector(selectIsMarkedOnRequest);
  const incomplete = useAppSelector(selectUpgradesMissing);
  const contact = useAppSelector(selectSalesContact);
  const labelOf = usePriceLineLabel();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="price-overview" aria-labelledby={headingId}>
      <Heading id={headingId} className="price-overview__title">
        {t('priceOverview.title')}
      </Heading>
      {lines.length === 0 ? (
        <p className="muted">{t('priceOverview.empty')}</p>
      ) : (
        <>
          <dl className="price-overview__lines">
            {lines.map((line, index) => (
              <div key={`${line.kind}-${index}`} className="price-overview__line">
                <dt>{labelOf(line)}</dt>
                <dd>
                  <Price value={line.amount} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="price-overview__total">
            <span>{t('price.total')}</span>
            <span>
              <Price value={totals.totalPrice} />
              {marked ? ' *' : ''}
            </span>
          </p>
          {marked ? <p className="form__note">{t('price.onRequestNote')}</p> : null}
          {incomplete ? <p className="form__note form__note--warning">{t('price.incomplete')}</p> : null}
        </>
      )}
      {contact ? <SalesContactLine lead={t('priceOverview.contact')} contact={contact} /> : null}
    </section>
  );
}
