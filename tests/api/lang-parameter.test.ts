import { describe, expect, it } from 'vitest';
import { fetchSchedules } from '@/api/schedules';
import { fetchTravel } from '@/api/travel';
import { createTestClient } from '../support/api';
import { mock } from '../support/mock-server';

/** Spec part 1 §7: `?lang={whitelabel}`; the page language goes in Accept-Language. */
describe('lang travels only with a whitelabel', () => {
  it.each([
    [null, null],
    ['partner-x', 'partner-x'],
  ])('whitelabel %s: lang=%s on travel and schedule calls, Accept-Language it', async (whitelabel, lang) => {
    const seen: { lang: string | null; accept: string | null }[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      seen.push({
        lang: new URL(request.url).searchParams.get('lang'),
        accept: request.headers.get('Accept-Language'),
      });
    });
    const client = createTestClient('it');
    await fetchTravel(client, { code: 'GRP-ALPS', whitelabel });
    await fetchSchedules(client, { code: 'GRP-ALPS', whitelabel });
    mock.server.events.removeAllListeners();
    expect(seen).toEqual([
      { lang, accept: 'it' },
      { lang, accept: 'it' },
    ]);
  });
});
