import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import type { RootState } from '@/app/store';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { selectPaymentMethods } from '@/features/checkout/checkout-selectors';
import { selectSubmitKind } from '@/features/pricing/plan-selectors';
import { selectArrivalSummary } from '@/features/arrival/arrival-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { selectTotals } from '@/features/pricing/price-selectors';
import {
  CHOICES_PER_TRIP,
  demoCatalogues,
  generateBooking,
  PROPERTY_TIMEOUT,
  random,
} from '../../support/generated-bookings';
import { createTestStore } from '../../support/store';

// Issue 23 item 2, decision 'What reads auf Anfrage is asked for': over every demo trip and a
// generated set of choices, a booking that shows any 'auf Anfrage' (a price line at -1, a flight
// upgrade or seat reservation, the flights moved by an extension, the total's asterisk) is sent
// as on request or as a booking request: never as a binding paid booking.

/** What the page shows as 'auf Anfrage' for this booking. */
function showsOnRequest(state: RootState): boolean {
  const arrival = selectArrivalSummary(state);
  return (
    selectPriceLines(state).some((line) => line.amount === -1) ||
    state.booking.arrival.flightData.upgrade !== null ||
    state.booking.arrival.flightData.reservation !== null ||
    ((arrival.kind === 'fare' || arrival.kind === 'flights') && arrival.onRequest) ||
    arrival.kind === 'request' ||
    selectTotals(state).hasOnRequest
  );
}

describe('no booking says "auf Anfrage" and takes a binding paid booking (property over every demo trip)', () => {
  let catalogues = new Map<string, Partial<RootState>>();
  beforeAll(async () => {
    catalogues = await demoCatalogues();
  });

  it.each(DEMO_TRIPS.map((trip) => trip.code))(
    '%s: generated choices',
    (code) => {
      const next = random(code.length * 7919 + code.charCodeAt(0));
      let shown = 0;
      const contradictions: string[] = [];
      for (let i = 0; i < CHOICES_PER_TRIP; i++) {
        const store = createTestStore({ ...catalogues.get(code), booking: createEmptyBooking(code) });
        generateBooking(store, next);
        const state = store.getState();
        if (!showsOnRequest(state)) continue;
        shown += 1;
        const payload = selectBookingPayload(state, { language: 'de', whitelabel: null });
        const paid =
          !(payload.onRequest || payload.bookingRequest) ||
          selectSubmitKind(state) === 'book' ||
          selectPaymentMethods(state).length > 0;
        if (paid)
          contradictions.push(
            JSON.stringify({
              i,
              lines: selectPriceLines(state),
              flightData: state.booking.arrival.flightData,
              arrival: selectArrivalSummary(state),
            }).slice(0, 400),
          );
      }
      expect(contradictions).toEqual([]);
      // The generator reaches the on-request cases of every trip with dates.
      if (catalogues.get(code)?.schedules?.data.length) expect(shown).toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT,
  );
});
