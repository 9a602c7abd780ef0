import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/user';
import { fetchTravel } from '@/api/travel';
import { ApiError, rejectionMessage } from '@/api/errors';
import { createApiClient, withRetry } from '@/api/client';
import { searchFares } from '@/api/fare-search';
import { fetchSchedules } from '@/api/schedules';
import { createTestClient } from '../support/api';
import { mock, TEST_ORIGIN } from '../support/mock-server';

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client headers (spec part 1 §7)', () => {
  it('sends same-origin credentials, JSON content type and the page language', async () => {
    const seen: { credentials: RequestCredentials; type: string | null; lang: string | null }[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      seen.push({
        credentials: request.credentials,
        type: request.headers.get('Content-Type'),
        lang: request.headers.get('Accept-Language'),
      });
    });
    await fetchTravel(createTestClient('it'), { code: 'GRP-ALPS' });
    mock.server.events.removeAllListeners();
    expect(seen).toEqual([{ credentials: 'same-origin', type: 'application/json', lang: 'it' }]);
  });

  it('parses a reply with its schema and fills the defaults', async () => {
    const travel = await fetchTravel(createTestClient(), { code: 'GRP-ALPS' });
    expect(travel.code).toBe('GRP-ALPS');
    expect(travel.isGroup).toBe(true);
    expect(travel.schedules.length).toBeGreaterThan(10);
  });
});

describe('rejection order on a non-ok response (spec part 1 §7)', () => {
  it.each([
    [{ message: 'Reise ausgebucht', errorObject: 'x', errors: ['y'] }, 'Reise ausgebucht', 'message first'],
    [
      { message: '', errorObject: 'Objekt-Fehler', errors: ['y'] },
      'Objekt-Fehler',
      'empty message falls to errorObject',
    ],
    [{ errorObject: { message: 'Innere Nachricht' } }, 'Innere Nachricht', "the error object's message"],
    [{ errors: ['Feld A fehlt', 'Feld B fehlt'] }, 'Feld A fehlt, Feld B fehlt', 'then errors'],
    [{ errors: { email: 'ungültig' } }, 'ungültig', 'errors as an object'],
    [{}, 'Service Unavailable', 'then the status text'],
    [null, 'Service Unavailable', 'no body: the status text'],
  ])('%j -> %s (%s)', (body, expected, _why) => {
    expect(rejectionMessage(body, 'Service Unavailable', 503)).toBe(expected);
  });

  it('falls back to the status code when there is no status text', () => {
    expect(rejectionMessage({}, '', 502)).toBe('HTTP 502');
  });

  it('rejects with the server message of a failing call', async () => {
    mock.db.fail('travel', { kind: 'error', status: 500, message: 'Wartungsarbeiten' });
    const error = await rejectionOf(fetchTravel(createTestClient(), { code: 'GRP-ALPS' }));
    expect([error.kind, error.status, error.message, error.call]).toEqual([
      'http',
      500,
      'Wartungsarbeiten',
      'GET /fapi/travel/GRP-ALPS',
    ]);
  });

  it('reads the message of an unknown trip in the page language', async () => {
    const error = await rejectionOf(fetchTravel(createTestClient('en'), { code: 'NOPE' }));
    expect([error.status, error.message]).toEqual([404, 'This trip does not exist.']);
  });

  it("gives 'Network request failed' when the network fails", async () => {
    mock.db.fail('travel', { kind: 'network' });
    const error = await rejectionOf(fetchTravel(createTestClient(), { code: 'GRP-ALPS' }));
    expect([error.kind, error.message]).toEqual(['network', 'Network request failed']);
  });

  it('turns malformed data into a typed error naming where it broke, never a crash', async () => {
    mock.db.fail('schedule', { kind: 'malformed' });
    const error = await rejectionOf(fetchSchedules(createTestClient(), { code: 'GRP-ALPS' }));
    expect(error.kind).toBe('malformed');
    expect(error.issues[0]).toMatch(/^0\.id:/);
  });

  it('reports a reply that is not JSON at all as malformed', async () => {
    mock.server.use(
      http.get(
        `${TEST_ORIGIN}/fapi/travel/:code`,
        () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await rejectionOf(fetchTravel(createTestClient(), { code: 'GRP-ALPS' }));
    expect([error.kind, error.message]).toEqual(['malformed', 'The reply is not JSON.']);
  });

  it("never takes a non-JSON error page (a proxy's HTML) as the server's word: the status text, marked as not the server's", async () => {
    mock.server.use(
      http.get(
        `${TEST_ORIGIN}/fapi/travel/:code`,
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
            status: 502,
            statusText: 'Bad Gateway',
          }),
      ),
    );
    const error = await rejectionOf(fetchTravel(createTestClient(), { code: 'GRP-ALPS' }));
    expect([error.message, error.status, error.serverText]).toEqual(['Bad Gateway', 502, false]);
  });

  it("marks a JSON message as the server's word", async () => {
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/travel/:code`, () =>
        HttpResponse.json({ message: 'Wartung bis 14 Uhr' }, { status: 503 }),
      ),
    );
    const error = await rejectionOf(fetchTravel(createTestClient(), { code: 'GRP-ALPS' }));
    expect([error.message, error.serverText]).toEqual(['Wartung bis 14 Uhr', true]);
  });

  it('bounds every call: a reply that never comes fails as a time-out (issue 9)', async () => {
    mock.server.use(http.get(`${TEST_ORIGIN}/fapi/travel/:code`, () => new Promise<never>(() => undefined)));
    const client = createApiClient({ language: 'de', baseUrl: TEST_ORIGIN, timeoutMs: 50 });
    const error = await rejectionOf(fetchTravel(client, { code: 'GRP-ALPS' }));
    expect([error.kind, error.call]).toEqual(['timeout', 'GET /fapi/travel/GRP-ALPS']);
  });

  it("a caller's abort ends a hanging call as aborted, not as a time-out", async () => {
    mock.server.use(http.post(`${TEST_ORIGIN}/fapi/login_check`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = rejectionOf(
      login(createTestClient(), { username: 'a@b.de', password: 'x' }, { signal: controller.signal }),
    );
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });
});

describe('schedule call (spec part 1 §7)', () => {
  it('uses GET without range or year and POST {dateRange, year} with one', async () => {
    const methods: string[] = [];
    mock.server.events.on('request:start', ({ request }) =>
      methods.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const all = await fetchSchedules(createTestClient(), { code: 'GRP-ALPS' });
    const year = Number(all[all.length - 1]?.start.slice(0, 4));
    const ofYear = await fetchSchedules(createTestClient(), { code: 'GRP-ALPS', year });
    mock.server.events.removeAllListeners();
    expect(methods).toEqual(['GET /fapi/schedule/GRP-ALPS', 'POST /fapi/schedule/GRP-ALPS']);
    expect(ofYear.length).toBeGreaterThan(0);
    expect(ofYear.every((s) => s.start.startsWith(String(year)))).toBe(true);
    expect(ofYear.length).toBeLessThan(all.length);
  });
});

describe('retry for the fare search (spec part 2 §7: 3 tries, 400 ms apart)', () => {
  const request = {
    directOnly: false,
    outboundDate: '2027-03-01',
    inboundDate: '2027-03-10',
    departureAirport: 'FRA',
    destinationAirport: 'AMM',
    destinationReturnAirport: 'AMM',
    pax: 2,
    classes: ['economy' as const],
  };

  it('tries again after a network failure and waits 400 ms between tries', async () => {
    mock.db.fail('hh', { kind: 'network', times: 2 });
    const wait = vi.fn(async () => undefined);
    const result = await searchFares(createTestClient(), request, { wait });
    expect(result.fareSearchResult.fares.length).toBe(500);
    expect(wait.mock.calls).toEqual([[400], [400]]);
  });

  it('gives up after 3 tries', async () => {
    mock.db.fail('hh', { kind: 'network', times: 3 });
    const wait = vi.fn(async () => undefined);
    const error = await rejectionOf(searchFares(createTestClient(), request, { wait }));
    expect(error.kind).toBe('network');
    expect(wait).toHaveBeenCalledTimes(2);
  });

  it('throws on a non-ok status without retrying', async () => {
    mock.db.fail('hh', { kind: 'error', status: 500, message: 'Suche fehlgeschlagen' });
    const wait = vi.fn(async () => undefined);
    const error = await rejectionOf(searchFares(createTestClient(), request, { wait }));
    expect(error.message).toBe('Suche fehlgeschlagen');
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries only network failures', async () => {
    const run = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(withRetry(run, { wait: async () => undefined })).rejects.toThrow('boom');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('aborting', () => {
  it('reports an aborted call as aborted, not as a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({ language: 'de', baseUrl: TEST_ORIGIN });
    const error = await rejectionOf(client.request('/fapi/travel/GRP-ALPS', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });
});
