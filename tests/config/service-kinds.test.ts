import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceEntrySchema } from '@/api/schemas';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { loadBookingPage } from '@/app/load-booking-page';
import { LANGUAGE_CODES } from '@/config/language';
import { parsePageConfig } from '@/config/page-config';
import { serviceToggled } from '@/features/extras/extras-reducers';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { selectIsOnRequest, selectTotals } from '@/features/pricing/price-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { bookedStore } from '../support/catalogue-store';
import { mock } from '../support/mock-server';
import { createTestStore } from '../support/store';

// One list of service kinds drives the calls, the store, the booking's lists, prices, the payload
// and step 1's chooser: each test runs for every kind, so a new entry is checked without a new test.

const entry = (id: number, price: number) =>
  serviceEntrySchema.parse({
    service: { id, erpId: `K${id}`, serviceId: `S${id}`, name: `Kind service ${id}`, price, perPerson: true },
    price,
  });

afterEach(() => {
  mock.server.events.removeAllListeners();
});

describe('every kind of service the trip lists (spec part 1 §3 Booking, §7 catalogue calls)', () => {
  it('the booking page asks for each kind under its own path and keeps its family', async () => {
    const calls: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    const parsed = parsePageConfig({ pathname: '/b/GRP-ALPS', search: '' }, null);
    if (!parsed.ok) throw new Error('bad config');
    const store = createTestStore();
    await store.dispatch(loadBookingPage({ ...parsed.config, travelCode: 'GRP-ALPS' }, ''));
    for (const kind of SERVICE_KINDS) {
      expect(calls).toContain(`/fapi/${kind.path}/GRP-ALPS`);
      expect(store.getState()[kind.family].status).toBe('succeeded');
    }
  });

  it.each(SERVICE_KINDS)(
    '$family: a chosen entry is priced per person, listed, sent under "$field", and -1 is on request',
    async (kind) => {
      const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
      const before = selectTotals(store.getState()).totalPrice;
      store.dispatch(serviceToggled({ list: kind.field, entry: entry(9001, 40) }));
      expect(selectTotals(store.getState()).totalPrice).toBe(before + 80);
      expect(selectPriceLines(store.getState())).toContainEqual(
        expect.objectContaining({ kind: 'service', name: 'Kind service 9001', amount: 80 }),
      );
      const payload = selectBookingPayload(store.getState(), { language: 'de', whitelabel: null });
      expect(payload[kind.field]).toContainEqual(
        expect.objectContaining({ service: expect.objectContaining({ id: 9001 }) }),
      );
      expect(payload.totals.totalPrice).toBe(before + 80);

      expect(selectIsOnRequest(store.getState())).toBe(false);
      store.dispatch(serviceToggled({ list: kind.field, entry: entry(9002, -1) }));
      expect(selectIsOnRequest(store.getState())).toBe(true);
    },
  );

  it.each(SERVICE_KINDS.filter((kind) => kind.view === 'choices'))(
    '$family: its box on step 1 has a title and a failed-load text in every language',
    (kind) => {
      for (const language of LANGUAGE_CODES) {
        const texts = JSON.parse(readFileSync(`locales/${language}/extras.json`, 'utf8')) as Record<
          string,
          Record<string, string> | undefined
        >;
        expect(texts[kind.family]?.title, `${language} ${kind.family}.title`).toBeTruthy();
        expect(texts[kind.family]?.loadFailed, `${language} ${kind.family}.loadFailed`).toBeTruthy();
      }
    },
  );
});
