import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import type { RootState } from '@/app/store';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { selectReasonsWithWayOut } from '@/features/booking/way-out-selectors';
import { selectBookingKind } from '@/features/checkout/checkout-selectors';
import {
  selectIsBookingRequest,
  selectIsOnRequest,
  selectRequestReasons,
  selectTotals,
} from '@/features/pricing/price-selectors';
import {
  CHOICES_PER_TRIP,
  demoCatalogues,
  generateBooking,
  PROPERTY_TIMEOUT,
  random,
} from '../../support/generated-bookings';
import { createTestStore } from '../../support/store';

// 'Warum auf Anfrage?': over every demo trip and generated step-1 choices, the reasons agree with
// the rules the submit sends (on request W, booking request OA), and every way out offered does
// what its button says: after its click the booking has no reason left and costs the total shown.

describe('the reasons and their ways out (property over every demo trip)', () => {
  let catalogues = new Map<string, Partial<RootState>>();
  let offeredOverAll = 0;
  beforeAll(async () => {
    catalogues = await demoCatalogues();
  });

  it.each(DEMO_TRIPS.map((trip) => trip.code))(
    '%s: generated choices',
    (code) => {
      const next = random(code.length * 104729 + code.charCodeAt(1));
      let offered = 0;
      let withReasons = 0;
      for (let i = 0; i < CHOICES_PER_TRIP; i++) {
        const store = createTestStore({ ...catalogues.get(code), booking: createEmptyBooking(code) });
        generateBooking(store, next);
        const state = store.getState();
        const reasons = selectRequestReasons(state);
        // One list of reasons: on request, booking request and the analytics kind are read from it.
        expect(reasons.length > 0).toBe(selectIsOnRequest(state) || selectIsBookingRequest(state));
        expect(selectBookingKind(state)).toBe(
          selectIsOnRequest(state) ? 'W' : selectIsBookingRequest(state) ? 'OA' : 'B',
        );
        const items = selectReasonsWithWayOut(state);
        if (reasons.length > 0) {
          withReasons += 1;
          expect(items.length).toBeGreaterThan(0);
        }
        for (const { wayOut } of items) {
          if (!wayOut) continue;
          offered += 1;
          const after = createTestStore({ ...catalogues.get(code), booking: state.booking });
          for (const action of wayOut.actions) after.dispatch(action);
          expect(selectRequestReasons(after.getState())).toEqual([]);
          expect(selectTotals(after.getState()).totalPrice).toBe(wayOut.total);
        }
      }
      if (catalogues.get(code)?.schedules?.data.length) expect(withReasons).toBeGreaterThan(0);
      offeredOverAll += offered;
    },
    PROPERTY_TIMEOUT,
  );

  // The tests of a file run in order: this one sees every trip's count.
  it('the generated choices reach ways out (a flight upgrade, a service on request)', () => {
    expect(offeredOverAll).toBeGreaterThan(0);
  });
});
