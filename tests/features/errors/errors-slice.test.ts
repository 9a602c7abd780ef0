import { describe, expect, it } from 'vitest';
import { benefits } from '@/features/travel/benefits-slice';
import { upgrades } from '@/features/extras/extras-catalogue';
import { errorsCleared } from '@/features/errors/errors-slice';
import { travel } from '@/features/travel/travel-slices';
import { countries } from '@/features/travellers/countries-slice';
import { schedules } from '@/features/party/schedules-slice';
import { accommodations, railFly, transfers } from '@/features/extras/extras-catalogue';
import { airports } from '@/features/arrival/airports-slice';
import { flights } from '@/features/arrival/flights-slice';
import { mock } from '../../support/mock-server';
import { createTestStore } from '../../support/store';

describe('error overlay messages (spec part 1 §8)', () => {
  it('a failed load without a place of its own shows its message; close clears them all', async () => {
    mock.db.fail('country', { kind: 'error', status: 503, message: '<b>Wartung</b> bis 14 Uhr', times: 1 });
    const store = createTestStore();
    await store.dispatch(countries.fetch());
    mock.db.fail('country', { kind: 'network' });
    await store.dispatch(countries.fetch());
    expect(store.getState().errors.items.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'http', message: '<b>Wartung</b> bis 14 Uhr' },
      { kind: 'network', message: 'Network request failed' },
    ]);
    store.dispatch(errorsCleared());
    expect(store.getState().errors.items).toEqual([]);
  });

  it('selling points fail silently', async () => {
    mock.db.fail('usp', { kind: 'error' });
    const store = createTestStore();
    await store.dispatch(benefits.fetch('ibe'));
    expect(store.getState().benefits.status).toBe('failed');
    expect(store.getState().errors.items).toEqual([]);
  });

  it.each([404, 503])(
    'a travel failing with %s is said on the page in place of the trip, not in the overlay too',
    async (status) => {
      mock.db.fail('travel', { kind: 'error', status, message: 'Reise nicht gefunden' });
      const store = createTestStore();
      const action = await store.dispatch(travel.fetch({ code: 'GRP-ALPS' }));
      expect(action.meta).toMatchObject({ quiet: true });
      expect(store.getState().errors.items).toEqual([]);
      expect(store.getState().travel.error).toMatchObject({ status, message: 'Reise nicht gefunden' });
    },
  );

  it('one message per failure: a family whose place says it failed, with the retry, stays out of the overlay', async () => {
    for (const family of ['schedule', 'upgrade', 'transfer', 'accommodation', 'rail-fly', 'flight', 'airport'])
      mock.db.fail(family, { kind: 'error', status: 503 });
    const store = createTestStore();
    await Promise.all([
      store.dispatch(schedules.fetch({ code: 'GRP-ALPS' })),
      store.dispatch(upgrades.fetch('GRP-ALPS')),
      store.dispatch(transfers.fetch('GRP-ALPS')),
      store.dispatch(accommodations.fetch('GRP-ALPS')),
      store.dispatch(railFly.fetch()),
      store.dispatch(flights.fetch('GRP-ALPS')),
      store.dispatch(airports.fetch()),
    ]);
    const state = store.getState();
    expect(
      [
        state.schedules,
        state.upgrades,
        state.transfers,
        state.accommodations,
        state.railFly,
        state.flights,
        state.airports,
      ].map((family) => family.status),
    ).toEqual(Array(7).fill('failed'));
    expect(state.errors.items).toEqual([]);
  });
});
