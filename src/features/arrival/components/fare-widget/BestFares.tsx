import { useTranslation } from 'react-i18next';
import type { FareSort } from '@/domain/fare-sort';
import { formatPrice } from '@/domain/format';
import type { PricedFare } from '../../fare-selectors';
import { Duration } from './FareCard';

interface BestFaresProps {
  /** The dialog's id; the section's heading derives its id from it. */
  id: string;
  cheapest: PricedFare | null;
  quickest: PricedFare | null;
  /** Sorts the list so that this kind of fare comes first, and focuses it. */
  onShowFirst: (sort: FareSort) => void;
}

/** The best fares above the list (spec part 2 §2): the cheapest and the quickest, each a way to sort by it. */
export function BestFares({ id, cheapest, quickest, onShowFirst }: BestFaresProps) {
  const { t } = useTranslation('flights');
  const best = (label: string, fare: PricedFare | null, action: string, nextSort: FareSort) =>
    fare ? (
      <li className="best-fare">
        <span className="best-fare__label">{label}</span>
        <strong className="best-fare__price">
          {fare.price > 0
            ? t('fare.extra', { price: formatPrice(fare.price, t('price.onRequest')) })
            : t('fare.included')}
        </strong>
        <span className="best-fare__facts">
          <Duration minutes={fare.fare.totalTime} />
        </span>
        <button type="button" className="button button--small" onClick={() => onShowFirst(nextSort)}>
          {action}
        </button>
      </li>
    ) : null;
  return (
    <section aria-labelledby={`${id}-best`} className="fare-dialog__best">
      <h3 id={`${id}-best`} className="fare-dialog__subtitle">
        {t('dialog.best')}
      </h3>
      <ul className="best-fares">
        {best(t('dialog.cheapest'), cheapest, t('dialog.showCheapest'), 'price')}
        {best(t('dialog.quickest'), quickest, t('dialog.showQuickest'), 'duration')}
      </ul>
    </section>
  );
}
