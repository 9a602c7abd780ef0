import { describe, expect, it } from 'vitest';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { railFlyToggled } from '@/features/extras/extras-reducers';
import { railFly, upgrades } from '@/features/extras/extras-catalogue';
import { bookingReconciled } from '@/features/booking/booking-slice';
import { newLastSeen } from '@/features/booking/last-seen';
import { selectPriceIncomplete } from '@/features/pricing/plan-selectors';
import { selectTotals } from '@/features/pricing/price-selectors';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { daysBetween, toServerDate } from '@/domain/format/date';
import { RAIL_FLY_LEAD_WEEKS } from '@/domain/rail-fly';
import { bookedStore, storeFor } from '../../support/catalogue-store';
import { createTestStore } from '../../support/store';
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

describe('after a reload, before the upgrades reply (a compulsory charge may still come)', () => {
  it('no figure reads as the total until the upgrades are here; then the total holds the compulsory charge', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const whole = selectTotals(store.getState()).totalPrice;
    const { booking, schedules, travel } = store.getState();
    // The page opened again: the booking restored and the dates in, the upgrades not asked yet.
    const reloaded = createTestStore({ booking, schedules, travel });
    expect(selectPriceIncomplete(reloaded.getState())).toBe('upgradesPending');
    expect(selectTotals(reloaded.getState()).totalPrice).toBeLessThan(whole);
    // Nothing is blocked meanwhile: a reload on step 2 stays on step 2.
    expect(selectStepOneBlockers(reloaded.getState()).blockers).not.toContain('choices');
    const asked = reloaded.dispatch(upgrades.fetch('GRP-ALPS'));
    expect(selectPriceIncomplete(reloaded.getState())).toBe('upgradesPending');
    await asked;
    expect(selectPriceIncomplete(reloaded.getState())).toBeNull();
    expect(selectTotals(reloaded.getState()).totalPrice).toBe(whole);
  });
});
