import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { startEarlyCalls, takeEarlyCall } from '@/api/early-calls';
import { fetchSchedules } from '@/api/schedules';
import { fetchTravel } from '@/api/travel';
import { fetchUser } from '@/api/user';
import { TEST_ORIGIN } from '../support/mock-server';

// The page's entry starts the first calls with the browser's fetch (relative paths); here that
// fetch goes to the mock server at TEST_ORIGIN, so the answers are the real mock replies.
// (Read when called: the mock server patches fetch only once the tests start.)
let realFetch: typeof fetch = (...args) => globalThis.fetch(...args);
function stubPageFetch() {
  const original = globalThis.fetch.bind(globalThis);
  realFetch = original;
  const started: { path: string; language: string | null }[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    started.push({ path, language: new Headers(init.headers).get('Accept-Language') });
    return realFetch(`${TEST_ORIGIN}${path}`, init);
  });
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first calls start from the entry and the app takes them over (issue 10)', () => {
  it('a plain booking page starts dates, trip and user; each answer is used once, then the client asks itself', async () => {
    const started = stubPageFetch();
    startEarlyCalls({ pathname: '/en/b/GRP-ALPS', search: '?pax=2' }, false);
    expect(started).toEqual([
      { path: '/fapi/schedule/GRP-ALPS', language: 'en' },
      { path: '/fapi/travel/GRP-ALPS', language: 'en' },
      { path: '/fapi/user', language: 'en' },
    ]);
    const asked: string[] = [];
    const client = createApiClient({
      language: 'en',
      fetchImpl: (url, init) => {
        asked.push(String(url));
        return realFetch(`${TEST_ORIGIN}${String(url)}`, init);
      },
    });
    const [travel, dates, user] = await Promise.all([
      fetchTravel(client, { code: 'GRP-ALPS' }),
      fetchSchedules(client, { code: 'GRP-ALPS' }),
      fetchUser(client),
    ]);
    expect([travel.code, dates.length > 10, user.roles]).toEqual(['GRP-ALPS', true, []]);
    expect(asked).toEqual([]);
    await fetchTravel(client, { code: 'GRP-ALPS' });
    expect(asked).toEqual(['/fapi/travel/GRP-ALPS']);
  });

  it('a client in another language does not take an answer meant for the page language', async () => {
    stubPageFetch();
    startEarlyCalls({ pathname: '/b/GRP-ALPS', search: '' }, false);
    const asked: string[] = [];
    const client = createApiClient({
      language: 'it',
      fetchImpl: (url, init) => {
        asked.push(String(url));
        return realFetch(`${TEST_ORIGIN}${String(url)}`, init);
      },
    });
    await fetchUser(client);
    expect(asked).toEqual(['/fapi/user']);
  });

  it.each([
    ['a year', '/b/GRP-ALPS', '?year=2027', false],
    ['a date range', '/b/GRP-ALPS', '?start=2027-05-01&end=2027-06-01', false],
    ['an embedded page configuration', '/b/GRP-ALPS', '', true],
    ['the start page', '/', '', false],
    ['a confirmation page', '/booking/ASI-1', '', false],
    ['an impossible travel code', '/b/%3Cscript%3E', '', false],
  ])('with %s the app asks itself', (_case, pathname, search, embedded) => {
    const started = stubPageFetch();
    startEarlyCalls({ pathname, search }, embedded);
    expect(started).toEqual([]);
  });

  it('a caller that gives up (aborts) is not held by an answer still on its way', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    startEarlyCalls({ pathname: '/b/IND-ICELAND', search: '' }, false);
    const client = createApiClient({ language: 'de', fetchImpl: () => Promise.reject(new Error('not asked')) });
    const controller = new AbortController();
    const call = fetchTravel(client, { code: 'IND-ICELAND' });
    const user = client.request('/fapi/user', { signal: controller.signal });
    controller.abort();
    await expect(user).rejects.toMatchObject({ kind: 'aborted' });
    void call.catch(() => undefined);
  });
});

describe('a taken-over first call that runs out of time ends, freeing its connection for the retry', () => {
  it('the client times out, the entry’s call is aborted, and the next call asks afresh', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    });
    startEarlyCalls({ pathname: '/b/GRP-ALPS', search: '' }, false);
    const asked: string[] = [];
    const client = createApiClient({
      language: 'de',
      timeoutMs: 50,
      fetchImpl: (url, init) => {
        asked.push(String(url));
        return realFetch(`${TEST_ORIGIN}${String(url)}`, init);
      },
    });
    await expect(fetchTravel(client, { code: 'GRP-ALPS' })).rejects.toMatchObject({ kind: 'timeout' });
    // The entry's travel call (the second it started) was ended with the client's call.
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true, false]);
    vi.unstubAllGlobals();
    await expect(fetchTravel(client, { code: 'GRP-ALPS' })).resolves.toMatchObject({ code: 'GRP-ALPS' });
    expect(asked).toEqual(['/fapi/travel/GRP-ALPS']);
  });
});

describe('the first replies the server embedded in the page (issue 43, docs/api/first-replies.md)', () => {
  // A case's calls nobody took are not left for the next case.
  afterEach(() => {
    for (const language of ['de', 'en', 'it'] as const)
      for (const path of ['/fapi/schedule/GRP-ALPS', '/fapi/travel/GRP-ALPS', '/fapi/user'])
        takeEarlyCall('GET', path, language);
  });
  /** The mock's own replies, as a server would embed them, keyed by their call's path. */
  async function mockReplies(language = 'de') {
    const reply = async (path: string) =>
      (await fetch(`${TEST_ORIGIN}${path}`, { headers: { 'Accept-Language': language } })).json() as Promise<unknown>;
    return {
      '/fapi/schedule/GRP-ALPS': await reply('/fapi/schedule/GRP-ALPS'),
      '/fapi/travel/GRP-ALPS': await reply('/fapi/travel/GRP-ALPS'),
    };
  }
  function askingClient(language: 'de' | 'en' | 'it' = 'de') {
    const asked: string[] = [];
    const client = createApiClient({
      language,
      fetchImpl: (url, init) => {
        asked.push(String(url));
        return realFetch(`${TEST_ORIGIN}${String(url)}`, init);
      },
    });
    return { client, asked };
  }

  it('the trip and its dates come from the page: only the user is asked for, and a second call asks the server', async () => {
    const replies = await mockReplies('en');
    const started = stubPageFetch();
    startEarlyCalls({ pathname: '/en/b/GRP-ALPS', search: '' }, false, JSON.stringify(replies));
    expect(started).toEqual([{ path: '/fapi/user', language: 'en' }]);
    const { client, asked } = askingClient('en');
    const [travel, dates] = await Promise.all([
      fetchTravel(client, { code: 'GRP-ALPS' }),
      fetchSchedules(client, { code: 'GRP-ALPS' }),
    ]);
    expect(travel.code).toBe('GRP-ALPS');
    expect(dates.map((date) => date.erpId)).toEqual(
      (replies['/fapi/schedule/GRP-ALPS'] as { erpId: string }[]).map((date) => date.erpId),
    );
    expect(asked).toEqual([]);
    await fetchSchedules(client, { code: 'GRP-ALPS' });
    expect(asked).toEqual(['/fapi/schedule/GRP-ALPS']);
  });

  it('a user reply in the page is never taken: the user is asked for', async () => {
    const started = stubPageFetch();
    startEarlyCalls(
      { pathname: '/b/GRP-ALPS', search: '' },
      false,
      JSON.stringify({ '/fapi/user': { roles: ['ROLE_PARTNER'], email: 'someone@else.example' } }),
    );
    expect(started.map((call) => call.path)).toEqual([
      '/fapi/schedule/GRP-ALPS',
      '/fapi/travel/GRP-ALPS',
      '/fapi/user',
    ]);
    const { client } = askingClient();
    await expect(fetchUser(client)).resolves.toMatchObject({ roles: [] });
  });

  it.each([
    ['an unreadable element', '{"/fapi/travel/GRP-ALPS": {"code": "GRP-A'],
    ['an array', '[]'],
    ['null replies (the server could not ask)', '{"/fapi/schedule/GRP-ALPS": null, "/fapi/travel/GRP-ALPS": null}'],
    ['replies for another trip', JSON.stringify({ '/fapi/travel/IND-ICELAND': { code: 'IND-ICELAND' } })],
  ])('with %s the page asks for everything itself', (_case, text) => {
    const started = stubPageFetch();
    startEarlyCalls({ pathname: '/b/GRP-ALPS', search: '' }, false, text);
    expect(started.map((call) => call.path)).toEqual([
      '/fapi/schedule/GRP-ALPS',
      '/fapi/travel/GRP-ALPS',
      '/fapi/user',
    ]);
  });

  it('a query that changes the calls leaves the embedded replies unused', async () => {
    const replies = await mockReplies();
    const started = stubPageFetch();
    startEarlyCalls({ pathname: '/b/GRP-ALPS', search: '?year=2027' }, false, JSON.stringify(replies));
    expect(started).toEqual([]);
    const { client, asked } = askingClient();
    await fetchTravel(client, { code: 'GRP-ALPS' });
    expect(asked).toEqual(['/fapi/travel/GRP-ALPS']);
  });

  it('a broken embedded reply fails its call as a fetched one would, and the retry asks the server', async () => {
    stubPageFetch();
    startEarlyCalls(
      { pathname: '/b/GRP-ALPS', search: '' },
      false,
      JSON.stringify({ '/fapi/travel/GRP-ALPS': { code: 42, name: ['not a trip'] } }),
    );
    const { client, asked } = askingClient();
    await expect(fetchTravel(client, { code: 'GRP-ALPS' })).rejects.toMatchObject({ kind: 'malformed' });
    expect(asked).toEqual([]);
    await expect(fetchTravel(client, { code: 'GRP-ALPS' })).resolves.toMatchObject({ code: 'GRP-ALPS' });
    expect(asked).toEqual(['/fapi/travel/GRP-ALPS']);
  });
});
