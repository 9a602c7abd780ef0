import { selectSchedule } from '@/features/choices';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBookingPage, refreshPrices } from '@/app/load-booking-page';
import { scheduleQuery } from '@/domain/schedule-query';
import { selectPricesStale } from '@/features/booking';
import { chooseSchedule, schedules } from '@/features/party';
import { parsePageConfig } from '@/config/page-config';
import { mock } from '../support/mock-server';
import { createTestStore } from '../support/store';

function config(path: string, search = '') {
  const result = parsePageConfig({ pathname: path, search }, null);
  if (!result.ok || !result.config.travelCode) throw new Error(`bad test config ${path}`);
  return { ...result.config, travelCode: result.config.travelCode };
}

function recordCalls(): string[] {
  const calls: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
  return calls;
}

const FIRST_PAINT = ['/fapi/schedule/GRP-ALPS', '/fapi/travel/GRP-ALPS', '/fapi/user'];

afterEach(() => {
  mock.server.events.removeAllListeners();
});

describe('loading the booking page (issue 10: the first paint is not held up by calls it does not show)', () => {
  it('asks for the dates, the trip and the user at once, and for the rest only once the first paint is done', async () => {
    const calls = recordCalls();
    const store = createTestStore();
    let painted = () => {};
    const firstPaint = new Promise<void>((resolve) => {
      painted = resolve;
    });
    const loaded = store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { otherCallsAfter: firstPaint }));

    await expect.poll(() => store.getState().travel.status).toBe('succeeded');
    await expect.poll(() => store.getState().schedules.status).toBe('succeeded');
    expect([...calls].sort()).toEqual([...FIRST_PAINT].sort());
    expect(store.getState().upgrades.status).toBe('idle');

    painted();
    await loaded;
    expect(calls).toEqual(
      expect.arrayContaining([
        '/fapi/upgrade/GRP-ALPS',
        '/fapi/equipment/GRP-ALPS',
        '/fapi/transfer/GRP-ALPS',
        '/fapi/accommodation/GRP-ALPS',
        '/fapi/flight/GRP-ALPS',
        '/fapi/airport',
        '/fapi/rail-fly',
        '/fapi/country',
      ]),
    );
    expect(store.getState().accommodations.status).toBe('succeeded');
  });

  it('without a signal (a retry, an embedding) asks for everything in one go', async () => {
    const calls = recordCalls();
    const store = createTestStore();
    await store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), ''));
    expect(calls).toEqual(
      expect.arrayContaining([...FIRST_PAINT, '/fapi/upgrade/GRP-ALPS', '/fapi/accommodation/GRP-ALPS']),
    );
    expect(store.getState().upgrades.status).toBe('succeeded');
  });
});

describe('the address preselects a date (spec part 1 §2), unless the person chose one while the page loaded', () => {
  it('#/schedule/{erpId} chooses that schedule once everything is in', async () => {
    const list = mock.db.catalogue.schedules['GRP-ALPS'] ?? [];
    const wanted = list.find((s) => s.bookable && s.start > (list[0]?.start ?? ''));
    if (!wanted) throw new Error('test data: no second bookable date');
    const store = createTestStore();
    await store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), `#/schedule/${wanted.erpId}`));
    expect(selectSchedule(store.getState())?.erpId).toBe(wanted.erpId);
  });

  it("a date picked before the other calls answered is kept, not replaced by the address's", async () => {
    const list = mock.db.catalogue.schedules['GRP-ALPS'] ?? [];
    const bookable = list.filter((s) => s.bookable);
    const fromAddress = bookable[0];
    const picked = bookable.find((s) => s.start !== fromAddress?.start);
    if (!fromAddress || !picked) throw new Error('test data: two bookable dates needed');
    const store = createTestStore();
    let painted = () => {};
    const firstPaint = new Promise<void>((resolve) => {
      painted = resolve;
    });
    const loaded = store.dispatch(
      loadBookingPage(config('/b/GRP-ALPS'), `#/schedule/${fromAddress.erpId}`, { otherCallsAfter: firstPaint }),
    );
    await expect.poll(() => store.getState().schedules.status).toBe('succeeded');
    const chosen = store.getState().schedules.data.find((s) => s.id === picked.id);
    if (!chosen) throw new Error('picked date not loaded');
    store.dispatch(chooseSchedule(chosen));
    painted();
    await loaded;
    expect(selectSchedule(store.getState())?.id).toBe(picked.id);
  });
});

describe('asking the prices again keeps a date chosen in another year than the one shown (spec part 1 §2 year selector)', () => {
  const list = mock.db.catalogue.schedules['GRP-ALPS'] ?? [];
  const yearOf = (start: string) => Number(start.slice(0, 4));
  const first = list.find((s) => s.bookable);
  const later = list.find((s) => s.bookable && first && yearOf(s.start) > yearOf(first.start));
  if (!first || !later) throw new Error('test data: GRP-ALPS needs bookable dates in two years');
  const shownFirst = config('/b/GRP-ALPS', `?year=${yearOf(first.start)}`);

  /** The years the dates were asked for, in order. */
  function askedYears(): (number | null)[] {
    const years: (number | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (!new URL(request.url).pathname.startsWith('/fapi/schedule/')) return;
      if (request.method === 'GET') years.push(null);
      else
        void request
          .clone()
          .json()
          .then((body: { year: number | null }) => years.push(body.year));
    });
    return years;
  }

  it('a date chosen after browsing to the next year: the refresh asks that year and keeps the date', async () => {
    const store = createTestStore();
    await store.dispatch(loadBookingPage(shownFirst, ''));
    await store.dispatch(schedules.fetch(scheduleQuery(shownFirst, yearOf(later.start))));
    const chosen = store.getState().schedules.data.find((s) => s.id === later.id && s.start === later.start);
    if (!chosen) throw new Error('the later year did not load');
    store.dispatch(chooseSchedule(chosen));
    // Browsing back to the page's year, then on to step 3.
    await store.dispatch(schedules.fetch(scheduleQuery(shownFirst, yearOf(first.start))));
    expect(selectPricesStale(store.getState(), Date.now())).toBe(true);

    const years = askedYears();
    await store.dispatch(refreshPrices(shownFirst));
    await expect.poll(() => years).toEqual([yearOf(later.start)]);
    expect(selectSchedule(store.getState())).toMatchObject({ id: later.id, start: later.start });
    expect(store.getState().booking.notices).not.toContain('dateGone');
    expect(selectPricesStale(store.getState(), Date.now())).toBe(false);
  });

  it("an address that names a date of another year than its own (copied after browsing) chooses it, with every year's dates shown", async () => {
    const store = createTestStore();
    let dropped = 0;
    await store.dispatch(
      loadBookingPage(shownFirst, `#/schedule/${later.erpId}`, { yearParam: { drop: () => (dropped += 1) } }),
    );
    expect(selectSchedule(store.getState())).toMatchObject({ id: later.id, start: later.start });
    expect(store.getState().schedules.asked).toBeNull();
    expect(dropped).toBe(1);
    // An address whose year lists its date keeps its year.
    const same = createTestStore();
    await same.dispatch(
      loadBookingPage(shownFirst, `#/schedule/${first.erpId}`, { yearParam: { drop: () => (dropped += 1) } }),
    );
    expect(selectSchedule(same.getState())).toMatchObject({ id: first.id });
    expect(same.getState().schedules.asked).toBe(yearOf(first.start));
    expect(dropped).toBe(1);
    // A date no year lists: the address's year and its dates stay, nothing is chosen.
    const none = createTestStore();
    await none.dispatch(
      loadBookingPage(shownFirst, '#/schedule/NO-SUCH-DATE', { yearParam: { drop: () => (dropped += 1) } }),
    );
    expect(selectSchedule(none.getState())).toBeNull();
    expect(none.getState().schedules.asked).toBe(yearOf(first.start));
    expect(dropped).toBe(1);
  });

  it("a stored date of another year than the address's is not called gone at the load, and is confirmed before it counts", async () => {
    const store = createTestStore();
    await store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), ''));
    const chosen = store.getState().schedules.data.find((s) => s.id === later.id && s.start === later.start);
    if (!chosen) throw new Error('the date did not load');
    store.dispatch(chooseSchedule(chosen));

    // A reload at the first year's address (a shared link): the booking stays as stored.
    const reloaded = createTestStore({ booking: store.getState().booking });
    await reloaded.dispatch(loadBookingPage(shownFirst, ''));
    expect(selectSchedule(reloaded.getState())).toMatchObject({ id: later.id, start: later.start });
    expect(reloaded.getState().booking.notices).not.toContain('dateGone');
    expect(selectPricesStale(reloaded.getState(), Date.now())).toBe(true);

    await reloaded.dispatch(refreshPrices(shownFirst));
    expect(reloaded.getState().schedules.asked).toBe(yearOf(later.start));
    expect(selectSchedule(reloaded.getState())).toMatchObject({ id: later.id, start: later.start });
    expect(selectPricesStale(reloaded.getState(), Date.now())).toBe(false);
  });
});

/** An address that holds an offer until it is dropped. */
function address(text: string | null) {
  const state = { text, drops: 0 };
  return {
    state,
    offer: {
      read: () => state.text,
      drop: () => {
        state.text = null;
        state.drops++;
      },
    },
  };
}

describe('a shared offer in the address (issue 25: the link reopens the same choices)', () => {
  it('goes before the address preselection, leaves the address, and a retry does not lay it again over a change', async () => {
    const source = createTestStore();
    await source.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { offer: address(null).offer }));
    const date = source.getState().schedules.data.filter((s) => s.bookable)[1];
    if (!date) throw new Error('no second bookable date');
    const link = address(`1.s${date.id.toString(36)}.p3.r${date.id.toString(36)}`);

    const store = createTestStore();
    const page = { ...config('/b/GRP-ALPS'), pax: 5 };
    await store.dispatch(loadBookingPage(page, '', { offer: link.offer }));
    expect(selectSchedule(store.getState())?.id).toBe(date.id);
    expect(store.getState().booking.party.pax).toBe(3);
    expect(store.getState().booking.party.rooms.map((r) => r.scheduleId)).toEqual([date.id]);
    expect(store.getState().booking.notices).toContain('offerOpened');
    expect(link.state).toEqual({ text: null, drops: 1 });

    const other = store.getState().schedules.data.find((s) => s.bookable && s.start !== date.start);
    if (!other) throw new Error('no other bookable date');
    store.dispatch(chooseSchedule(other));
    await store.dispatch(loadBookingPage(page, '', { offer: link.offer }));
    expect(selectSchedule(store.getState())?.id).toBe(other.id);
  });

  it('stays in the address while the dates did not load, so the retry opens it', async () => {
    mock.db.fail('schedule', { kind: 'error', status: 503, times: 1 });
    const link = address('1.s1.p2');
    const store = createTestStore();
    await store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { offer: link.offer }));
    expect(store.getState().schedules.status).toBe('failed');
    expect(link.state).toEqual({ text: '1.s1.p2', drops: 0 });
    await store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { offer: link.offer }));
    expect(link.state.drops).toBe(1);
    expect(store.getState().booking.notices).toEqual(expect.arrayContaining(['offerOpened', 'dateGone']));
  });

  it('a list that did not load takes nothing, is not called gone, and keeps the offer for a reload that takes it whole', async () => {
    const source = createTestStore();
    await source.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { offer: address(null).offer }));
    const date = source.getState().schedules.data.find((s) => s.bookable);
    const transfer = source.getState().transfers.data[0];
    if (!date || !transfer) throw new Error('GRP-ALPS has a bookable date and a transfer');
    const link = address(
      `1.s${date.id.toString(36)}.p2.r${date.id.toString(36)}.ct${transfer.service.id.toString(36)}`,
    );

    mock.db.fail('transfer', { kind: 'error', status: 503, times: 1 });
    const store = createTestStore();
    await store.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { offer: link.offer }));
    expect(selectSchedule(store.getState())?.id).toBe(date.id);
    expect(store.getState().booking.extras.transfers).toEqual([]);
    expect(store.getState().booking.notices).toEqual(expect.arrayContaining(['offerOpened', 'offerIncomplete']));
    expect(store.getState().booking.notices).not.toContain('serviceGone');
    expect(link.state.drops).toBe(0);

    const reloaded = createTestStore();
    await reloaded.dispatch(loadBookingPage(config('/b/GRP-ALPS'), '', { offer: link.offer }));
    expect(reloaded.getState().booking.extras.transfers.map((t) => t.id)).toEqual([transfer.service.id]);
    expect(reloaded.getState().booking.notices).not.toContain('offerIncomplete');
    expect(link.state.drops).toBe(1);
  });
});

describe('offerParam', () => {
  it('reads the offer without changing the address, and drops it leaving the rest', async () => {
    const { offerParam } = await import('@/app/offer-param');
    window.history.replaceState(null, '', '/b/GRP-ALPS?year=2027&offer=1.s1.p2#/schedule');
    expect(offerParam.read()).toBe('1.s1.p2');
    expect(offerParam.read()).toBe('1.s1.p2');
    const entries = window.history.length;
    offerParam.drop();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/b/GRP-ALPS?year=2027#/schedule',
    );
    expect(window.history.length).toBe(entries);
    expect(offerParam.read()).toBeNull();
  });
});
