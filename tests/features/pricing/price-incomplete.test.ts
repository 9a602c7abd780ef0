import { describe, expect, it } from 'vitest';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { railFlyToggled } from '@/features/extras/extras-reducers';
import { railFly } from '@/features/extras/extras-catalogue';
import { bookingReconciled } from '@/features/booking/booking-slice';
import { newLastSeen } from '@/features/booking/last-seen';
import { selectPriceIncomplete } from '@/features/pricing/plan-selectors';
import { selectTotals } from '@/features/pricing/price-selectors';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { daysBetween, toServerDate } from '@/domain/format/date';
import { RAIL_FLY_LEAD_WEEKS } from '@/domain/rail-fly';
import { storeFor } from '../../support/catalogue-store';
import { mock } from '../../support/mock-server';

// The price box (spec part 1 §4 'Preisübersicht'): a chosen service is its id, and what it costs is
// its reply's. One named by nothing (storage kept its id and lost the entry seen) is no price yet:
// no figure reads as the total until its reply names it, and step 1 is not left (spec part 2 §9,
// rail and fly). Storage cannot bring such a choice back (the restore drops it); this holds if a
// path ever does.

/** GRP-ALPS for two in a twin room on a date rail and fly is offered for, rail and fly chosen, then seen no more. */
async function railFlyByIdAlone() {
  const store = await storeFor('GRP-ALPS');
  const today = toServerDate(new Date());
  const far = store
    .getState()
    .schedules.data.find(
      (s) => s.bookable && s.roomType === 'twin' && (daysBetween(today, s.start) ?? 0) >= RAIL_FLY_LEAD_WEEKS * 7,
    );
  const [rail] = store.getState().railFly.data;
  if (!far || !rail) throw new Error('GRP-ALPS has no date far enough, or no rail and fly');
  store.dispatch(chooseSchedule(far));
  store.dispatch(changePax(2));
  store.dispatch(roomAdded(far));
  const without = selectTotals(store.getState()).totalPrice;
  store.dispatch(railFlyToggled({ entry: rail }));
  expect(selectTotals(store.getState()).totalPrice).toBeGreaterThan(without);
  store.dispatch(bookingReconciled({ fields: { lastSeen: newLastSeen() }, notices: [] }));
  return { store, rail, without };
}

describe('a chosen rail and fly named by its id alone', () => {
  it('is priced by its reply when the reply lists it', async () => {
    const { store, without } = await railFlyByIdAlone();
    expect(selectPriceIncomplete(store.getState())).toBeNull();
    expect(selectTotals(store.getState()).totalPrice).toBeGreaterThan(without);
  });

  it('while its reply is asked again after it failed, the price says it follows; then it counts', async () => {
    const { store, rail, without } = await railFlyByIdAlone();
    mock.db.fail('rail-fly', { kind: 'error', status: 503, times: 1 });
    await store.dispatch(railFly.fetch());
    mock.db.fail('rail-fly', { kind: 'reply', body: [rail], delayMs: 30, times: 1 });
    const asked = store.dispatch(railFly.fetch());
    expect(selectPriceIncomplete(store.getState())).toBe('choicesPending');
    expect(selectStepOneBlockers(store.getState()).blockers).toContain('choices');
    await asked;
    expect(selectPriceIncomplete(store.getState())).toBeNull();
    expect(selectStepOneBlockers(store.getState()).blockers).not.toContain('choices');
    expect(selectTotals(store.getState()).totalPrice).toBeGreaterThan(without);
  });

  it('when its reply failed, the price is incomplete and says so', async () => {
    const { store } = await railFlyByIdAlone();
    mock.db.fail('rail-fly', { kind: 'error', status: 503, times: 1 });
    await store.dispatch(railFly.fetch());
    expect(selectPriceIncomplete(store.getState())).toBe('incomplete');
    // Step 1 is not left, so no lower total reaches step 3 or the server.
    expect(selectStepOneBlockers(store.getState()).blockers).toContain('choices');
  });
});
