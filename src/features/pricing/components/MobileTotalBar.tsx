import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { LazyModal, useModalPreload } from '@/components/LazyModal';
import { Price } from '@/components/Price';
import { selectHasPriceLines } from '../price-line-selectors';
import { selectTotals } from '../price-selectors';
import { PriceOverview } from './PriceOverview';

/** On phones the side overview is hidden; a sticky total opens it (spec part 1 §2). */
export function MobileTotalBar() {
  const { t } = useTranslation();
  const preloadModal = useModalPreload();
  const totals = useAppSelector(selectTotals);
  const hasLines = useAppSelector(selectHasPriceLines);
  const [open, setOpen] = useState(false);
  if (!hasLines) return null;
  return (
    <div className="total-bar">
      <span className="total-bar__total">
        {t('price.total')}{' '}
        <strong>
          <Price value={totals.totalPrice} />
        </strong>
      </span>
      <button type="button" className="button" {...preloadModal} onClick={() => setOpen(true)}>
        {t('priceOverview.open')}
      </button>
      {open ? (
        <LazyModal title={t('priceOverview.title')} onClose={() => setOpen(false)} closeLabel={t('common.close')}>
          <PriceOverview headingLevel={3} />
        </LazyModal>
      ) : null}
    </div>
  );
}
