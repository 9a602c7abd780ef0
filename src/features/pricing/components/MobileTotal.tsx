import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { LazyModal, useModalPreload } from '@/components/LazyModal';
import { Price } from '@/components/Price';
import { isPricePending, selectMissingForPrice, selectPriceIncomplete } from '../plan-selectors';
import { selectIsMarkedOnRequest, selectTotals } from '../price-selectors';
import { PriceOverview } from './PriceOverview';

/**
 * The phone's price in the step's sticky bar, where the side overview is hidden (spec part 1 §2):
 * until a room for everyone is chosen, what is still to choose (never a total of the surcharges
 * alone); then the total, which opens the whole price box.
 */
export function MobileTotal() {
  const { t } = useTranslation();
  const preloadModal = useModalPreload();
  const totals = useAppSelector(selectTotals);
  const missing = useAppSelector(selectMissingForPrice);
  const incomplete = useAppSelector(selectPriceIncomplete);
  // Where a part is on request the phone's total says so too, as the price box does.
  const marked = useAppSelector(selectIsMarkedOnRequest);
  const [open, setOpen] = useState(false);
  const next = missing[0];
  if (next === undefined && incomplete)
    return (
      <p className="way-on__missing">
        {t(isPricePending(incomplete) ? 'price.pendingShort' : 'price.incompleteShort')}
      </p>
    );
  if (next !== undefined) {
    return (
      <p className="way-on__missing">
        {t('priceOverview.stillToChoose', { what: t(`priceOverview.missing.${next}`) })}
      </p>
    );
  }
  return (
    <div className="way-on__total">
      <span>
        {t('price.total')}{' '}
        <strong>
          <Price value={totals.totalPrice} />
          {marked ? ' *' : ''}
        </strong>
        {marked ? <span className="way-on__note">{t('price.onRequestShort')}</span> : null}
      </span>
      <button type="button" className="button--link" {...preloadModal} onClick={() => setOpen(true)}>
        {t('priceOverview.open')}
      </button>
      {open ? (
        <LazyModal title={t('priceOverview.title')} onClose={() => setOpen(false)} closeLabel={t('common.close')}>
          <PriceOverview inDialog />
        </LazyModal>
      ) : null}
    </div>
  );
}
