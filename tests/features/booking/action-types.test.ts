import { describe, expect, it } from 'vitest';

// Issue 41 §4: every concern writes the booking with its own actions, its slice under its own
// name. Two slices of one name, or an action written out by hand, would give one action type that
// two reducers answer, each thinking it its own. Every action creator and thunk the features
// and the store define is collected here by what they export; two different ones of one type fail.

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/**/*.ts', '/src/app/*.ts', '/src/lib/*.ts', '!/src/app/start.ts'],
  { eager: true },
);

type Creator = ((...args: never[]) => unknown) & { type: string; match: unknown };
const isCreator = (value: unknown): value is Creator =>
  typeof value === 'function' &&
  typeof (value as { type?: unknown }).type === 'string' &&
  typeof (value as { match?: unknown }).match === 'function';

/** The action creators a module's export holds: itself, a slice's actions, a thunk's phases, a family's. */
function creatorsOf(value: unknown, depth = 0): Creator[] {
  if (value === null || depth > 2) return [];
  if (isCreator(value)) return [value];
  if (typeof value === 'function') {
    const thunk = value as { pending?: unknown; fulfilled?: unknown; rejected?: unknown };
    return [thunk.pending, thunk.fulfilled, thunk.rejected].filter(isCreator);
  }
  if (typeof value !== 'object') return [];
  const { actions, slice, fetch } = value as { actions?: unknown; slice?: unknown; fetch?: unknown };
  const found: Creator[] = [];
  if (actions && typeof actions === 'object') found.push(...Object.values(actions).filter(isCreator));
  if (slice) found.push(...creatorsOf(slice, depth + 1));
  if (fetch) found.push(...creatorsOf(fetch, depth + 1));
  return found;
}

function actionTypes() {
  const byType = new Map<string, Set<Creator>>();
  for (const exports of Object.values(modules))
    for (const value of Object.values(exports))
      for (const creator of creatorsOf(value))
        byType.set(creator.type, (byType.get(creator.type) ?? new Set()).add(creator));
  return byType;
}

describe('every action type belongs to one action (issue 41 §4)', () => {
  it('finds the actions of every booking concern and family', () => {
    const types = [...actionTypes().keys()];
    // A guard that it looks where the actions are: one of each concern and a family's phases.
    expect(types).toEqual(
      expect.arrayContaining([
        'booking/bookingLoaded',
        'party/paxChanged',
        'checkout/voucherRemoved',
        'insuranceChoice/insuranceChosen',
        'travellers/customerChanged',
        'schedules/fetch/fulfilled',
        'vouchers/fetch/rejected',
      ]),
    );
  });

  it('no two actions, of one slice or of two, share a type', () => {
    const shared = [...actionTypes()].filter(([, creators]) => creators.size > 1).map(([type]) => type);
    expect(shared).toEqual([]);
  });
});
