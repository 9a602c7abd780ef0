import { memo, useId, useMemo, useState, type Ref } from 'react';
import type { Fare } from '@/api/schemas';
import { fareAirlines } from '@/domain/fares';
import { formatDate, formatPrice } from '@/domain/format';
import { FareCardLeg } from './FareCardLeg';
import { useLegName } from './use-leg-name';
import { useFlightTexts } from './flight-texts';

export { ConnectionLine } from './ConnectionLine';
export { Duration } from './Duration';
export { SegmentDetails } from './SegmentDetails';
export { useLegName };

interface FareCardProps {
  fare: Fare;
  /** The flight price shown (spec part 2 §9). */
  price: number;
  onChoose: (fare: Fare, connections: number[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One fare of the results (spec part 2 §3): the price shown, cabin class, free baggage, last
 * ticketing date, and per leg its connections to choose from, with their segments on demand.
 */
export const FareCard = memo(function FareCard({ fare, price, onChoose, headingRef }: FareCardProps) {
  const t = useFlightTexts();
  const id = useId();
  const legName = useLegName();
  const [chosen, setChosen] = useState<number[]>(() => fare.legs.map(() => 0));
  const airlines = useMemo(() => fareAirlines(fare), [fare]);
  return (
    <article className="fare-card" aria-labelledby={`${id}-heading`}>
      <div className="fare-card__head">
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="fare-card__price">
          {price > 0 ? t('fare.extra', { price: formatPrice(price, t('price.onRequest')) }) : t('fare.included')}
        </h3>
        {price > 0 ? <p className="fare-card__hint">{t('fare.extraHint')}</p> : null}
        <ul className="fare-card__facts">
          {airlines.length > 0 ? (
            <li>{t('fare.airlines', { names: airlines.join(', '), count: airlines.length })}</li>
          ) : null}
          {fare.fareHeader.cabinClassCombined ? (
            <li>{t('fare.class', { name: fare.fareHeader.cabinClassCombined })}</li>
          ) : null}
          <li>{fare.fareHeader.fareHasFreeBaggage ? t('fare.baggage') : t('fare.noBaggage')}</li>
          {fare.fareInfoBox.lastTicketingDate ? (
            <li>{t('fare.ticketing', { date: formatDate(fare.fareInfoBox.lastTicketingDate) })}</li>
          ) : null}
        </ul>
      </div>
      {fare.legs.map((leg, position) => (
        <FareCardLeg
          key={leg.index}
          leg={leg}
          name={legName(position, fare.legs.length)}
          cardId={id}
          position={position}
          chosen={chosen[position] ?? 0}
          onPick={(index) => setChosen((old) => old.map((value, i) => (i === position ? index : value)))}
        />
      ))}
      <button
        type="button"
        className="button button--primary fare-card__choose"
        onClick={() => onChoose(fare, chosen)}
        aria-describedby={`${id}-heading`}
      >
        {t('fare.choose')}
      </button>
    </article>
  );
});
