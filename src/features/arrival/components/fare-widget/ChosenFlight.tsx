import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, formatTime } from '@/domain/format';
import type { ChosenFare } from '../../fare-selectors';
import { ConnectionLine, SegmentDetails, useLegName } from './FareCard';

/** The chosen flight (spec part 2 §4 'fare selected'): its price, legs and connections, validity, change and remove. */
export function ChosenFlight({
  chosen,
  headingRef,
  onChange,
  onRemove,
}: {
  chosen: ChosenFare;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['flights', 'extras']);
  const id = useId();
  const legName = useLegName();
  return (
    <section className="chosen-flight" aria-labelledby={`${id}-chosen`}>
      <h3 id={`${id}-chosen`} ref={headingRef} tabIndex={-1} className="panel__subtitle">
        {t('chosen.title')}:{' '}
        {chosen.price > 0
          ? t('fare.extra', { price: formatPrice(chosen.price, t('price.onRequest')) })
          : t('fare.included')}
      </h3>
      <ul className="fare-card__facts">
        {chosen.fare.fareHeader.cabinClassCombined ? (
          <li>{t('fare.class', { name: chosen.fare.fareHeader.cabinClassCombined })}</li>
        ) : null}
        <li>{chosen.fare.fareHeader.fareHasFreeBaggage ? t('fare.baggage') : t('fare.noBaggage')}</li>
      </ul>
      {chosen.fare.legs.map((leg, position) => {
        const connection = leg.connections[0];
        return connection ? (
          <div key={leg.index} className="chosen-flight__leg">
            <p>
              <strong>
                {t('fare.legDate', {
                  leg: legName(position, chosen.fare.legs.length),
                  date: formatDate(connection.segments[0]?.departureDate),
                })}
              </strong>
              : <ConnectionLine connection={connection} />
            </p>
            <p className="form-row__hint">
              {connection.connectionHeader.departureFullName || connection.connectionHeader.departure} –{' '}
              {connection.connectionHeader.arrivalFullName || connection.connectionHeader.arrival}
            </p>
            <SegmentDetails connection={connection} />
          </div>
        ) : null;
      })}
      {chosen.validUntil ? (
        <p className="form-row__hint">
          {t('chosen.validUntil', { date: formatDate(chosen.validUntil), time: formatTime(chosen.validUntil) })}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button" onClick={onChange}>
          {t('chosen.change')}
        </button>
        <button type="button" className="button" onClick={onRemove}>
          {t('chosen.remove')}
        </button>
      </div>
    </section>
  );
}
