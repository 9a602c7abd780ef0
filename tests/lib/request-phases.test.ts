import { voucherRequest as voucherCheckOf } from '../support/data';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { EMPTY_USER } from '@/api/schemas/index';
import type { RootState } from '@/app/store';
import { accommodations, equipment, railFly, transfers, upgrades } from '@/features/extras/extras-catalogue';
import { airports, EMPTY_AIRPORTS } from '@/features/arrival/airports-slice';
import { benefits } from '@/features/travel/benefits-slice';
import { countries } from '@/features/travellers/countries-slice';
import { flights } from '@/features/arrival/flights-slice';
import { insurance } from '@/features/insurance/insurance-slice';
import { sellReport, userReport } from '@/features/reports/reports-slices';
import { schedules } from '@/features/party/schedules-slice';
import { travel } from '@/features/travel/travel-slices';
import { travelList } from '@/features/travel/travel-list-slice';
import { userFetch, userLogin } from '@/features/travellers/user-slice';
import { vouchers } from '@/features/checkout/vouchers-slice';
import { loadWithCall } from '@/lib/request-phases';
import { nextTask } from '@/lib/next-task';
import { mock } from '../support/mock-server';
import { createTestStore } from '../support/store';

type Family = keyof Omit<RootState, 'booking' | 'errors' | 'settings' | 'takenBack'>;

const insuranceRequest = {
  start: '2027-05-01',
  end: '2027-05-08',
  totalPrice: 2490,
  travelers: [{ birthday: '1980-01-01' }],
  countries: ['DE'],
  tripType: 'FLT' as const,
  includeYearly: false,
};
const voucherRequest = {
  code: 'SOMMER50',
  request: {
    ...voucherCheckOf('GRP-ALPS'),
    dateSpan: '2027-05-01|2027-05-08',
  },
};

// family, mock family to fail, how to load, the empty value of spec part 1 §4
const FAMILIES: [Family, string, (store: ReturnType<typeof createTestStore>) => Promise<unknown>, unknown][] = [
  ['travel', 'travel', (s) => s.dispatch(travel.fetch({ code: 'GRP-ALPS' })), null],
  ['travelList', 'travel', (s) => s.dispatch(travelList.fetch({ query: {}, search: null })), []],
  ['schedules', 'schedule', (s) => s.dispatch(schedules.fetch({ code: 'GRP-ALPS' })), []],
  ['upgrades', 'upgrade', (s) => s.dispatch(upgrades.fetch('GRP-ALPS')), []],
  ['equipment', 'equipment', (s) => s.dispatch(equipment.fetch('GRP-ALPS')), []],
  ['transfers', 'transfer', (s) => s.dispatch(transfers.fetch('GRP-ALPS')), []],
  ['accommodations', 'accommodation', (s) => s.dispatch(accommodations.fetch('GRP-ALPS')), []],
  ['airports', 'airport', (s) => s.dispatch(airports.fetch()), EMPTY_AIRPORTS],
  ['railFly', 'rail-fly', (s) => s.dispatch(railFly.fetch()), []],
  ['insurance', 'insurance', (s) => s.dispatch(insurance.fetch(insuranceRequest)), []],
  ['countries', 'country', (s) => s.dispatch(countries.fetch()), []],
  ['flights', 'flight', (s) => s.dispatch(flights.fetch('GRP-ALPS')), []],
  ['benefits', 'usp', (s) => s.dispatch(benefits.fetch('ibe')), []],
  ['vouchers', 'voucher', (s) => s.dispatch(vouchers.fetch(voucherRequest)), null],
];

describe('data families: request, success and error phases (spec part 1 §4)', () => {
  it.each(FAMILIES)('%s: pending while loading, then the data', async (family, _mockFamily, load) => {
    const store = createTestStore();
    const done = load(store);
    expect(store.getState()[family]?.status).toBe('pending');
    await done;
    const state = store.getState()[family];
    expect(state?.status).toBe('succeeded');
    expect(state?.error).toBeNull();
    expect(state?.data).not.toEqual(FAMILIES.find(([f]) => f === family)?.[3]);
  });

  it.each(FAMILIES)(
    '%s: an error empties the data and sets the error flag',
    async (family, mockFamily, load, empty) => {
      const store = createTestStore();
      await load(store);
      mock.db.fail(mockFamily, { kind: 'error', status: 500, message: 'kaputt' });
      await load(store);
      const state = store.getState()[family];
      expect(state?.status).toBe('failed');
      expect(state?.data).toEqual(empty);
      expect(state?.error).toMatchObject({ kind: 'http', status: 500, message: 'kaputt' });
    },
  );

  it('schedules reset to empty on request, before the answer arrives', async () => {
    const store = createTestStore();
    await store.dispatch(schedules.fetch({ code: 'GRP-ALPS' }));
    expect(store.getState().schedules.data.length).toBeGreaterThan(0);
    const again = store.dispatch(schedules.fetch({ code: 'IND-ICELAND' }));
    expect(store.getState().schedules.data).toEqual([]);
    await again;
    expect(store.getState().schedules.data[0]?.travelCode).toBe('IND-ICELAND');
  });

  it('other lists keep their data while a new request runs', async () => {
    const store = createTestStore();
    await store.dispatch(upgrades.fetch('GRP-ALPS'));
    const again = store.dispatch(upgrades.fetch('GRP-ALPS'));
    expect(store.getState().upgrades.data.length).toBe(3);
    await again;
  });

  it('an older answer arriving after a newer request is dropped', async () => {
    const store = createTestStore();
    const first = store.dispatch(schedules.fetch({ code: 'GRP-ALPS' }));
    const second = store.dispatch(schedules.fetch({ code: 'NOF-DOLOMITES' }));
    await Promise.all([first, second]);
    expect(new Set(store.getState().schedules.data.map((s) => s.travelCode))).toEqual(new Set(['NOF-DOLOMITES']));
  });

  it('a retry ends the call still on its way and asks afresh: the fresh answer counts, no error is shown', async () => {
    mock.db.fail('travel', { kind: 'hang', times: 1 });
    const signals: AbortSignal[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/fapi/travel/')) signals.push(request.signal);
    });
    const store = createTestStore();
    const hanging = store.dispatch(travel.fetch({ code: 'GRP-ALPS' }));
    await expect.poll(() => signals.length).toBe(1);
    const retry = store.dispatch(travel.fetch({ code: 'GRP-ALPS' }));
    await Promise.all([hanging, retry]);
    mock.server.events.removeAllListeners();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(store.getState().travel).toMatchObject({ status: 'succeeded', data: { code: 'GRP-ALPS' } });
    expect(store.getState().errors.items).toEqual([]);
  });

  it('two stores never end each other’s calls', async () => {
    const [one, two] = [createTestStore(), createTestStore()];
    await Promise.all([one.dispatch(upgrades.fetch('GRP-ALPS')), two.dispatch(upgrades.fetch('GRP-ALPS'))]);
    expect([one.getState().upgrades.status, two.getState().upgrades.status]).toEqual(['succeeded', 'succeeded']);
  });

  it('malformed data is a typed error, not a crash', async () => {
    mock.db.fail('schedule', { kind: 'malformed' });
    const store = createTestStore();
    await store.dispatch(schedules.fetch({ code: 'GRP-ALPS' }));
    // Said where the dates would be (LoadFailedNotice with its cause), not in the overlay too.
    expect(store.getState().schedules.error?.kind).toBe('malformed');
    expect(store.getState().errors.items).toEqual([]);
  });
});

describe('reports (agency sales, own bookings)', () => {
  it('load for the logged-in agency and customer, and fail for anyone else', async () => {
    const store = createTestStore();
    await store.dispatch(sellReport.fetch());
    expect(store.getState().sellReport).toMatchObject({ status: 'failed', data: [], error: { status: 403 } });
    await store.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    await store.dispatch(sellReport.fetch());
    expect(store.getState().sellReport?.status).toBe('succeeded');
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    await store.dispatch(userReport.fetch());
    expect(store.getState().userReport?.status).toBe('succeeded');
  });
});

describe('user (spec part 1 §4, part 2 §4)', () => {
  it('is the empty user when nobody is logged in', async () => {
    const store = createTestStore();
    await store.dispatch(userFetch());
    expect(store.getState().user.data).toEqual(EMPTY_USER);
  });

  it('logs in: logging in, then logged in', async () => {
    const store = createTestStore();
    const pending = store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    expect(store.getState().user.loginStatus).toBe('pending');
    await pending;
    expect(store.getState().user.loginStatus).toBe('succeeded');
    expect(store.getState().user.data.email).toBe('kunde@example.com');
  });

  it('a failed login sets the login error and resets the user to the empty default', async () => {
    const store = createTestStore();
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'falsch' }));
    expect(store.getState().user.loginStatus).toBe('failed');
    expect(store.getState().user.data).toEqual(EMPTY_USER);
    expect(store.getState().user.error?.status).toBe(401);
    // A failed login has its own message in the dialog; the overlay stays closed.
    expect(store.getState().errors.items).toEqual([]);
  });

  it('any user error resets the user', async () => {
    const store = createTestStore();
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    mock.db.fail('user', { kind: 'network' });
    await store.dispatch(userFetch());
    expect(store.getState().user.data).toEqual(EMPTY_USER);
    expect(store.getState().user.error?.kind).toBe('network');
  });
});

describe('a later family loads its code with its call', () => {
  it('asks for the code in a task after the one that started the call, then calls with it', async () => {
    const code = vi.fn(() => Promise.resolve({ answer: (arg: string) => `reply for ${arg}` }));
    const load = loadWithCall(code, (module) => (_api, arg: string) => Promise.resolve(module.answer(arg)));
    const reply = load({} as ApiClient, 'GRP-ALPS', { signal: new AbortController().signal, onLeftOut: () => {} });
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    // The page's later calls start in one task: none of them asks for its files in it.
    expect(code).not.toHaveBeenCalled();
    await nextTask();
    expect(code).toHaveBeenCalledTimes(1);
    await expect(reply).resolves.toBe('reply for GRP-ALPS');
  });
});
