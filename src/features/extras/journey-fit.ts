import { fittingTransfers } from '@/domain/extensions';
import type { BookingCore } from '@/features/draft';

type JourneyExtras = Pick<BookingCore, 'transfers' | 'railFly'>;

/**
 * The extras as the journey allows them (spec part 1 §4): transfers that no longer fit the flight,
 * the own arrival or the extensions go; without a flight, rail and fly (a train to the flight)
 * goes. The same lists when nothing goes.
 */
export function extrasFittingJourney(
  booking: JourneyExtras & Pick<BookingCore, 'accommodations'>,
  journey: { flightControl: number | null; noFlight: boolean },
): JourneyExtras {
  const fitted = fittingTransfers(booking.transfers, { ...journey, accommodations: booking.accommodations });
  return {
    transfers: fitted.length === booking.transfers.length ? booking.transfers : fitted,
    railFly: journey.noFlight && booking.railFly.length > 0 ? [] : booking.railFly,
  };
}
