import { describe, expect, it } from 'vitest';
import { fetchSearchSuggestions, fetchTravelList, suggestionsIn } from '@/api/travel-list';
import { createTestClient } from '../support/api';
import { mock } from '../support/mock-server';

const client = createTestClient();

describe('the travel list and the search box (spec part 2 §7)', () => {
  it('GET with the lists, POST with the search body; the trips with price from and next date', async () => {
    const requests: { method: string; url: string; body: string }[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/fapi/travel')
        void request
          .clone()
          .text()
          .then((body) => requests.push({ method: request.method, url: new URL(request.url).search, body }));
    });
    const africa = await fetchTravelList(client, { query: { regions: ['africa'], group: true }, search: null });
    expect(africa.map((t) => t.code).sort()).toEqual(['CRU-NILE', 'PRT-MOROCCO']);
    expect(africa.every((t) => t.priceFrom !== null && /^\d{4}-\d{2}-\d{2}$/.test(t.nextDate ?? ''))).toBe(true);
    const nile = await fetchTravelList(client, { query: { regions: ['africa'] }, search: 'Nil' });
    expect(nile.map((t) => t.code)).toEqual(['CRU-NILE']);
    expect(requests).toEqual([
      { method: 'GET', url: '?regions%5B%5D=africa&group=true', body: '' },
      { method: 'POST', url: '?regions%5B%5D=africa', body: '{"search":"Nil"}' },
    ]);
    mock.server.events.removeAllListeners();
  });

  it('a trip without dates has neither; a broken item is left out, not the list; a broken room of the price is none', async () => {
    const all = await fetchTravelList(client, { query: {}, search: null });
    expect(all.find((t) => t.code === 'NODATES')).toMatchObject({ priceFrom: null, nextDate: null });
    mock.db.fail('travel', {
      kind: 'reply',
      body: [
        { code: 'A', name: 'Gut', priceFrom: 990, nextDate: '2027-05-01', priceFromRoomType: 7 },
        { code: 'B', name: 'Dreibett', priceFrom: 890, nextDate: null, priceFromRoomType: 'triple' },
        { code: '', name: 7 },
        { name: 'ohne Code' },
      ],
    });
    expect(await fetchTravelList(client, { query: {}, search: null })).toEqual([
      {
        code: 'A',
        name: 'Gut',
        isGroup: false,
        priceFrom: 990,
        priceFromRoomType: null,
        nextDate: '2027-05-01',
        image: null,
      },
      {
        code: 'B',
        name: 'Dreibett',
        isGroup: false,
        priceFrom: 890,
        priceFromRoomType: 'triple',
        nextDate: null,
        image: null,
      },
    ]);
  });

  it("reads the search box's HTML for its trip links only, never its markup", async () => {
    expect(await fetchSearchSuggestions(client, 'Alpen')).toEqual([
      { code: 'GRP-ALPS', name: 'Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran' },
    ]);
    expect(
      suggestionsIn(
        [
          '<ul><li><a href="/en/b/GRP-ALPS?x=1">  Alpen\n tour </a></li>',
          '<li><a href="https://evil.example/phish">Phish</a></li>',
          '<li><a href="javascript:alert(1)">X</a></li>',
          '<li><a href="/b/GRP-ALPS">again</a></li>',
          '<li><a href="/b/NILE"><img src=x onerror="window.__pwned=1"></a></li>',
          '<li><a href="https://booking.example/it/b/CRU-NILE#top">Nil</a></li></ul>',
        ].join(''),
      ),
    ).toEqual([
      { code: 'GRP-ALPS', name: 'Alpen tour' },
      { code: 'CRU-NILE', name: 'Nil' },
    ]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(suggestionsIn('not html at all')).toEqual([]);
  });
});
