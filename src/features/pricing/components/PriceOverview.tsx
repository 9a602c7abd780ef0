import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { isReduction } from '@/domain/price-lines';
import { selectPriceLines } from '../price-line-selectors';
import { selectIsMarkedOnRequest, selectTotals } from '../price-selectors';
import { isPricePending, selectMissingForPrice, selectPriceIncomplete, selectPricePerPerson } from '../plan-selectors';
import { SalesContactLine } from '@/components/SalesContactLine';
import { selectSalesContact } from '../contact-selectors';
import { PriceLineLabel } from './PriceLineLabel';
import { MissingForPrice } from './MissingForPrice';
import { PaymentPlan } from './PaymentPlan';

/**
 * The price box: until a date, the party size and a room for everyone are chosen, what is still to
 * choose (never a total of the surcharges alone); then every line with its price, each on-request
 * item marked, the total, the price per person, and what is due when.
 */
export function PriceOverview({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const missing = useAppSelector(selectMissingForPrice);
  const lines = useAppSelector(selectPriceLines);
  const totals = useAppSelector(selectTotals);
  const perPerson = useAppSelector(selectPricePerPerson);
  const marked = useAppSelector(selectIsMarkedOnRequest);
  const incomplete = useAppSelector(selectPriceIncomplete);
  const contact = useAppSelector(selectSalesContact);
  // In the phone's dialog the dialog's title names the box: it is not said twice.
  return (
    <section className="price-overview" aria-labelledby={inDialog ? undefined : headingId}>
      {inDialog ? null : (
        <h2 id={headingId} className="price-overview__title">
          {t('priceOverview.title')}
        </h2>
      )}
      {missing.length > 0 ? (
        <MissingForPrice missing={missing} />
      ) : incomplete === 'roomsIncomplete' ? (
        // The date's rooms came incomplete: no line is priced from what the browser kept.
        <p className="form__note form__note--warning">{t('price.roomsIncomplete')}</p>
      ) : (
        <>
          <dl className="price-overview__lines">
            {lines.map((line, index) => (
              <div key={`${line.kind}-${index}`} className="price-overview__line">
                <dt>
                  <PriceLineLabel line={line} />
                </dt>
                <dd>
                  <Price value={line.amount} amountOnly={isReduction(line)} />
                </dd>
              </div>
            ))}
          </dl>
          {/* A part of the price that did not load: no figure reads as the total until it is there. */}
          {incomplete ? (
            <p className={isPricePending(incomplete) ? 'form__note' : 'form__note form__note--warning'}>
              {t(`price.${incomplete}`)}
            </p>
          ) : (
            <p className="price-overview__total">
              <span>{t('price.total')}</span>
              <span>
                <Price value={totals.totalPrice} />
                {marked ? ' *' : ''}
              </span>
            </p>
          )}
          {perPerson !== null && !incomplete ? (
            <p className="price-overview__per-person">
              <span>{t('priceOverview.perPerson')}</span>
              <span>
                <Price value={perPerson} />
                {marked ? ' *' : ''}
              </span>
            </p>
          ) : null}
          {marked ? <p className="form__note">{t('price.onRequestNote')}</p> : null}
          {incomplete ? null : <PaymentPlan heading="h3" />}
        </>
      )}
      {contact ? <SalesContactLine lead={t('priceOverview.contact')} contact={contact} /> : null}
    </section>
  );
}
