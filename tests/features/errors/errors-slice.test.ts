import { describe, expect, it } from 'vitest';
import { benefits } from '@/features/travel/benefits-slice';
import { upgrades } from '@/features/extras/extras-catalogue';
import { errorsCleared } from '@/features/errors/errors-slice';
import { travel } from '@/features/travel/travel-slices';
import { mock } from '../../support/mock-server';
import { createTestStore } from '../../support/store';

describe('error overlay messages (spec part 1 §8)', () => {
  it('a failed load shows its message; close clears them all', async () => {
    mock.db.fail('travel', { kind: 'error', status: 503, message: '<b>Wartung</b> bis 14 Uhr' });
    mock.db.fail('upgrade', { kind: 'network' });
    const store = createTestStore();
    await Promise.all([store.dispatch(travel.fetch({ code: 'GRP-ALPS' })), store.dispatch(upgrades.fetch('GRP-ALPS'))]);
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

  it.each([
    [404, 0],
    [503, 1],
  ])('a travel failing with %s shows %s overlay messages (an unknown trip has its own page)', async (status, count) => {
    mock.db.fail('travel', { kind: 'error', status, message: 'Reise nicht gefunden' });
    const store = createTestStore();
    const action = await store.dispatch(travel.fetch({ code: 'GRP-ALPS' }));
    expect(action.meta).toMatchObject({ quiet: status === 404 });
    expect(store.getState().errors.items).toHaveLength(count);
  });
});
