import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchBenefits, fetchServiceEntries } from '@/api/catalogue';
import { ApiError } from '@/api/errors';
import { fetchSchedules } from '@/api/schedules';
import { fetchTravel } from '@/api/travel';
import { createTestClient } from '../support/api';
import { createSchedule } from '../support/data';
import { mock, TEST_ORIGIN } from '../support/mock-server';

const reply = (path: string, body: Record<string, unknown> | unknown[]) =>
  mock.server.use(http.get(`${TEST_ORIGIN}${path}`, () => HttpResponse.json(body)));

describe('a bad decoration never costs the trip (spec part 1 §8: ratings and selling points fail silently)', () => {
  const travelWith = async (fields: Record<string, unknown>) => {
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/travel/:code`, async ({ request }) => {
        const real = (await (await fetch(request.url.replace(TEST_ORIGIN, 'http://real'))).json()) as object;
        return HttpResponse.json({ ...real, ...fields });
      }),
    );
    return fetchTravel(createTestClient(), { code: 'GRP-ALPS' });
  };
  it.each([
    ['ratings that are a number', { rating: 5 }, { rating: [] }],
    ['ratings that are null', { rating: null }, { rating: [] }],
    ['ratings that are an empty text', { rating: '' }, { rating: [] }],
    ['ratings that are HTML', { rating: '<img src=x onerror=alert(1)>' }, { rating: [] }],
    ['included services that are a text', { includedServices: 'Flug, Hotel' }, { includedServices: [] }],
    ['included services with a number among them', { includedServices: ['Flug', 7] }, { includedServices: [] }],
    ['a price information that is an object', { priceInformation: { de: 'x' } }, { priceInformation: null }],
    ['a price notice that is a number', { priceNotice: 42 }, { priceNotice: null }],
    ['tracking data that is a list', { tracking: [1, 2] }, { tracking: null }],
  ])('%s: the trip loads, that decoration is left out', async (_case, fields, expected) => {
    const travel = await travelWith(fields);
    expect(travel).toMatchObject({ code: 'GRP-ALPS', ...expected });
  });

  it.each([
    ['guides that are a text', { guides: 'Anna' }, { guides: [] }],
    [
      'a guide portrait that is a text',
      { guides: [{ id: 1, firstname: 'Anna', lastname: 'B', portraitThumbnail: 'x.jpg' }] },
      { guides: [{ id: 1, portraitThumbnail: null }] },
    ],
  ])('a date with %s keeps the date', async (_case, fields, expected) => {
    reply('/fapi/schedule/:code', [{ ...createSchedule({ id: 1 }), ...fields }]);
    const [schedule] = await fetchSchedules(createTestClient(), { code: 'GRP-ALPS' });
    expect(schedule).toMatchObject({ id: 1, ...expected });
  });
});

describe('implausible values are left out, one item at a time (issue 9)', () => {
  it.each([
    ['an infinite price (1e400 in JSON)', { price: 'HUGE' }],
    ['a negative price other than -1', { price: -5 }],
    ['a price above the ceiling', { price: 5_000_000 }],
    ['a date that does not exist', { start: '2027-02-31', end: '2027-03-07' }],
    ['an end before the start', { start: '2027-05-17', end: '2027-05-10' }],
  ])('a schedule with %s is left out, the others stay', async (_case, broken) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = createSchedule({ id: 1 });
    // JSON cannot carry Infinity: the server's 1e400 reaches JSON.parse as text.
    const body = JSON.stringify([good, { ...createSchedule({ id: 2 }), ...broken }]).replace('"HUGE"', '1e400');
    mock.server.use(
      http.get(
        `${TEST_ORIGIN}/fapi/schedule/:code`,
        () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const list = await fetchSchedules(createTestClient(), { code: 'GRP-ALPS' });
    expect(list.map((s) => s.id)).toEqual([1]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("the dates' family is told which dates' rooms came broken: the day they name, '' for none", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reply('/fapi/schedule/:code', [
      createSchedule({ id: 1, start: '2027-05-10', end: '2027-05-17' }),
      { ...createSchedule({ id: 2, start: '2027-05-10', end: '2027-05-17' }), price: '2490 €' },
      { ...createSchedule({ id: 3 }), start: 42, erpId: null },
    ]);
    const told: [number, readonly unknown[]][] = [];
    const list = await fetchSchedules(
      createTestClient(),
      { code: 'GRP-ALPS' },
      { onLeftOut: (count, items) => told.push([count, items]) },
    );
    expect(list.map((s) => s.id)).toEqual([1]);
    expect(told).toHaveLength(1);
    expect(told[0]?.[0]).toBe(2);
    expect(told[0]?.[1].map((item) => (item as { id: number }).id)).toEqual([2, 3]);
    warn.mockRestore();
  });

  it('a list with nothing usable is malformed (the overlay says so)', async () => {
    reply('/fapi/schedule/:code', [{ id: 'x' }, 42]);
    await expect(fetchSchedules(createTestClient(), { code: 'GRP-ALPS' })).rejects.toBeInstanceOf(ApiError);
  });

  it('a service with a broken price is left out of the upgrades', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const service = (id: number, price: number) => ({
      service: { id, erpId: `U${id}`, serviceId: `S${id}`, name: 'Upgrade', price },
      price,
    });
    reply('/fapi/upgrade/:code', [service(1, 25), service(2, -7), service(3, -1)]);
    expect(
      (await fetchServiceEntries(createTestClient(), { path: 'upgrade' }, 'GRP-ALPS')).map((u) => u.service.id),
    ).toEqual([1, 3]);
    warn.mockRestore();
  });

  it.each([
    ['compulsory from 2 travellers, its price broken', { compulsoryPaxMin: 2, price: 'x' }],
    ['compulsory up to 4 travellers, its name missing', { compulsoryPaxMax: 4, service: { id: 2 } }],
    ['its compulsory flag unreadable', { compulsoryPaxMin: 'ab', price: -7 }],
    ['not even an object', 'Kurtaxe'],
  ])(
    'a broken entry that could be a compulsory charge (%s) fails the whole list, never a silent price cut',
    async (_case, broken) => {
      const good = { service: { id: 1, erpId: 'U1', serviceId: 'S1', name: 'Upgrade', price: 25 }, price: 25 };
      const entry = typeof broken === 'string' ? broken : { ...good, service: { ...good.service, id: 2 }, ...broken };
      reply('/fapi/upgrade/:code', [good, entry]);
      await expect(fetchServiceEntries(createTestClient(), { path: 'upgrade' }, 'GRP-ALPS')).rejects.toMatchObject({
        kind: 'malformed',
      });
    },
  );

  it('one broken selling point or rating never blocks the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reply('/fapi/usp/:category', [
      { id: 1, name: 'Kleine Gruppen', content: 'Nie mehr als 16.' },
      { id: 'zwei', name: null },
    ]);
    expect(await fetchBenefits(createTestClient(), 'ibe')).toEqual([
      { id: 1, name: 'Kleine Gruppen', content: 'Nie mehr als 16.' },
    ]);
    const travel = mock.db.catalogue.travels['GRP-ALPS'];
    reply('/fapi/travel/:code', { ...travel, rating: [{ code: 'GRP-ALPS', nps: 'neun' }, ...(travel?.rating ?? [])] });
    const loaded = await fetchTravel(createTestClient(), { code: 'GRP-ALPS' });
    expect(loaded.rating[0]).toBeNull();
    expect(loaded.rating.length).toBe((travel?.rating.length ?? 0) + 1);
    warn.mockRestore();
  });
});
