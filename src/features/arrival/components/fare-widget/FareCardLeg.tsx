import type { Fare } from '@/api/schemas';
import { formatDate } from '@/domain/format';
import { ConnectionLine } from './ConnectionLine';
import { SegmentDetails } from './SegmentDetails';
import { useFlightTexts } from './flight-texts';

interface FareCardLegProps {
  leg: Fare['legs'][number];
  /** Outbound, return or the leg's number. */
  name: string;
  /** The fare card's id; the leg's radio buttons derive theirs from it and the position. */
  cardId: string;
  position: number;
  /** The index of the chosen connection. */
  chosen: number;
  onPick: (index: number) => void;
}

/** One leg of a fare: its date, its connections to choose from (one is just shown), the chosen one's segments. */
export function FareCardLeg({ leg, name, cardId, position, chosen, onPick }: FareCardLegProps) {
  const t = useFlightTexts();
  const first = leg.connections[0];
  const legLabel = t('fare.legDate', {
    leg: name,
    date: first ? formatDate(first.segments[0]?.departureDate) : '',
  });
  const current = leg.connections[chosen] ?? first;
  return (
    <fieldset className="fare-card__leg">
      <legend>
        {legLabel}
        {leg.connections.length > 1 ? (
          <span className="fare-card__choices"> · {t('fare.connections', { count: leg.connections.length })}</span>
        ) : null}
      </legend>
      {leg.connections.length === 1 && first ? (
        <p className="fare-card__connection">
          <ConnectionLine connection={first} />
        </p>
      ) : (
        leg.connections.map((connection, index) => (
          <div
            key={`${connection.connectionIdentifier.legIndex}-${connection.connectionIdentifier.connectionIndex}`}
            className="fare-card__option"
          >
            <input
              type="radio"
              id={`${cardId}-${position}-${index}`}
              name={`${cardId}-leg-${position}`}
              checked={chosen === index}
              onChange={() => onPick(index)}
            />
            <label htmlFor={`${cardId}-${position}-${index}`}>
              <ConnectionLine connection={connection} />
            </label>
          </div>
        ))
      )}
      {current ? <SegmentDetails connection={current} /> : null}
    </fieldset>
  );
}
