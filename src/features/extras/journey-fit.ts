import type { ServiceEntry } from '@/api/schemas';
import { fittingTransfers } from '@/domain/extensions';
import { nightsOf, type ExtrasPart } from './extras-part';

/**
 * The extras as the journey allows them (spec part 1 §4): transfers that no longer fit the flight,
 * the own arrival or the extensions go (each transfer's kind is its entry's, as the booking last saw
 * it; one it has not seen stays); without a flight, rail and fly (a train to the flight) goes. The
 * same part when nothing goes.
 */
export function extrasFittingJourney(
  extras: ExtrasPart,
  journey: { flightControl: number | null; noFlight: boolean },
  seenTransfers: readonly ServiceEntry[],
): ExtrasPart {
  const kinds = extras.transfers.map((choice) => ({
    choice,
    service: {
      subCategory: seenTransfers.find((entry) => entry.service.id === choice.id)?.service.subCategory ?? null,
    },
  }));
  const fitted = fittingTransfers(kinds, { ...journey, accommodations: extras.accommodations.map(nightsOf) });
  const transfersGo = fitted.length !== extras.transfers.length;
  const railFlyGoes = journey.noFlight && extras.railFly.length > 0;
  if (!transfersGo && !railFlyGoes) return extras;
  return {
    ...extras,
    transfers: transfersGo ? fitted.map(({ choice }) => choice) : extras.transfers,
    railFly: railFlyGoes ? [] : extras.railFly,
  };
}
