import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { LazyModal, useModalPreload } from '@/components/LazyModal';
import { Price } from '@/components/Price';
import { selectMissingForPrice } from '../plan-selectors';
import { selectTotals } from '../price-selectors';
import { PriceOverview } from './PriceOverview';

/** On phones the side overview is hidden; a sticky total opens it (spec part 1 §2) once there is a price. */
export function MobileTotalBar() {
  const { t } = useTranslation();
  const preloadModal = useModalPreload();
  const totals = useAppSelector(selectTotals);
  const missing = useAppSelector(selectMissingForPrice);
  const [open, setOpen] = useState(false);
  // No total before a room for everyone: the bar would show the surcharges alone.
  if (missing.length > 0) return null;
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
          <PriceOverview inDialog />
        </LazyModal>
      ) : null}
    </div>
  );
}
