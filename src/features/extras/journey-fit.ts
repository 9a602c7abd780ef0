import { fittingTransfers } from '@/domain/extensions';
import type { ExtrasPart } from './extras-part';

/**
 * The extras as the journey allows them (spec part 1 §4): transfers that no longer fit the flight,
 * the own arrival or the extensions go; without a flight, rail and fly (a train to the flight)
 * goes. The same part when nothing goes.
 */
export function extrasFittingJourney(
  extras: ExtrasPart,
  journey: { flightControl: number | null; noFlight: boolean },
): ExtrasPart {
  const fitted = fittingTransfers(extras.transfers, { ...journey, accommodations: extras.accommodations });
  const transfersGo = fitted.length !== extras.transfers.length;
  const railFlyGoes = journey.noFlight && extras.railFly.length > 0;
  if (!transfersGo && !railFlyGoes) return extras;
  return { ...extras, transfers: transfersGo ? fitted : extras.transfers, railFly: railFlyGoes ? [] : extras.railFly };
}
