import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseSchedule } from '@/features/party/party-thunks';
import {
  selectChoiceBoxes,
  selectEquipmentLeftOut,
  selectRailFlyBox,
  selectServicesBox,
} from '@/features/extras/extras-selectors';
import { upgrades } from '@/features/extras/extras-catalogue';
import type { RootState } from '@/app/store';
import { bookableDate, ofType, storeFor } from '../../support/catalogue-store';
import { mock, TEST_ORIGIN } from '../../support/mock-server';

// Issue 'a dropped item is never a silent price cut' (decision): a broken optional entry is left
// out of its list, and the section that shows the list says that some services could not be shown.

/** An entry the contract refuses (no name, a price that is text) that could not be compulsory. */
const BROKEN_OPTIONAL = { service: { id: 999, erpId: 'X', serviceId: 'X' }, price: 'x' };

/** The real list of a family with one broken optional entry added. */
function withBrokenEntry(path: string) {
  mock.server.use(
    http.get(`${TEST_ORIGIN}/fapi/${path}`, async ({ request }) => {
      const real = (await (await fetch(request.url.replace(TEST_ORIGIN, 'http://real'))).json()) as unknown[];
      return HttpResponse.json([...real, BROKEN_OPTIONAL]);
    }),
  );
}

const transfersBox = (state: RootState) => selectChoiceBoxes(state).find((box) => box.kind.family === 'transfers');

const CASES = [
  ['upgrade/:code', 'upgrades', (state: RootState) => selectServicesBox(state).leftOut],
  ['accommodation/:code', 'accommodations', (state: RootState) => selectServicesBox(state).leftOut],
  ['equipment/:code', 'equipment', selectEquipmentLeftOut],
  ['transfer/:code', 'transfers', (state: RootState) => transfersBox(state)?.leftOut ?? false],
  ['rail-fly', 'railFly', (state: RootState) => selectRailFlyBox(state).leftOut],
] as const;

describe('a broken optional entry is left out, and its section says so', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(CASES)(
    '%s: the family counts the entry left out, its section shows the notice',
    async (path, family, says) => {
      withBrokenEntry(path);
      const store = await storeFor('GRP-ALPS');
      // A date more than six weeks ahead with a flight, where rail and fly is offered.
      store.dispatch(chooseSchedule(ofType(bookableDate(store, 3), 'twin')));
      expect(store.getState()[family]).toMatchObject({ status: 'succeeded', leftOut: 1 });
      expect(store.getState()[family].data.length).toBeGreaterThan(0);
      expect(says(store.getState())).toBe(true);
    },
  );

  it.each(CASES)('%s: a whole list says nothing', async (_path, family, says) => {
    const store = await storeFor('GRP-ALPS');
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 3), 'twin')));
    expect(store.getState()[family].leftOut).toBe(0);
    expect(says(store.getState())).toBe(false);
  });

  it('a later whole reply, or a failed load, ends the notice', async () => {
    withBrokenEntry('upgrade/:code');
    const store = await storeFor('GRP-ALPS');
    expect(store.getState().upgrades.leftOut).toBe(1);
    mock.server.resetHandlers();
    await store.dispatch(upgrades.fetch('GRP-ALPS'));
    expect(store.getState().upgrades.leftOut).toBe(0);
    withBrokenEntry('upgrade/:code');
    await store.dispatch(upgrades.fetch('GRP-ALPS'));
    expect(store.getState().upgrades.leftOut).toBe(1);
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/upgrade/:code`, () => HttpResponse.json({ message: 'weg' }, { status: 503 })),
    );
    await store.dispatch(upgrades.fetch('GRP-ALPS'));
    expect(store.getState().upgrades).toMatchObject({ status: 'failed', leftOut: 0 });
  });
});
