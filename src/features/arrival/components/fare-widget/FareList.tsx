import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePainted } from '@/lib/use-painted';
import type { Fare } from '@/api/schemas';
import type { StopFilter } from '@/domain/fares';
import type { PricedFare } from '../../fare-selectors';
import { FareCard } from './FareCard';

interface FareListProps {
  /** The fares on the pages shown so far. */
  visible: readonly PricedFare[];
  /** How many fares the filter lets through. */
  count: number;
  stops: StopFilter;
  /** The position of the fare whose heading takes the focus, and the ref that gives it. */
  focusIndex: number | undefined;
  focusTarget: Ref<HTMLHeadingElement>;
  onChoose: (fare: Fare, connections: number[]) => void;
  onMore: () => void;
}

/**
 * Cards that paint with the opening dialog or a new stop filter (a new set of cards): they fill
 * the first screen, and the rest of the page follows right after that paint, so a slow phone
 * answers at once.
 */
export const FIRST_PAINT_CARDS = 4;

/** The fares shown, a page at a time, with 'show more' while some are left. */
export function FareList({ visible, count, stops, focusIndex, focusTarget, onChoose, onMore }: FareListProps) {
  const { t } = useTranslation('flights');
  const painted = usePainted(stops);
  // A card asked to take the focus (after 'show more') is drawn at once.
  const cards = painted ? visible : visible.slice(0, Math.max(FIRST_PAINT_CARDS, (focusIndex ?? -1) + 1));
  return (
    <>
      {visible.length === 0 ? (
        <p className="notice">{t('dialog.noneWithFilter')}</p>
      ) : (
        <ol className="fare-list" aria-label={t('dialog.count', { count })}>
          {cards.map((item, index) => (
            // Keyed by the filter too: a fare's connections change with it, and so does the choice among them.
            <li key={`${item.fare.listKey || item.fare.fareIndex}-${stops}`}>
              <FareCard
                fare={item.fare}
                price={item.price}
                onChoose={onChoose}
                headingRef={index === focusIndex ? focusTarget : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      {count > visible.length ? (
        <p className="fare-dialog__more">
          <span>{t('dialog.shown', { shown: visible.length, count })}</span>{' '}
          <button type="button" className="button" onClick={onMore}>
            {t('dialog.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
