import { LANGUAGE_CODES } from '@/config/language';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_CONTENT } from '../../mocks/db/content-languages';
import { DEMO_TRIPS } from '../../mocks/db/demo-trips';

const DEMO_TRIP_CODES = DEMO_TRIPS.map((trip) => trip.code);
import { TEST_ORIGIN } from '../support/mock-server';

// Issue 23 item 26: the mock answers trip content in the language of Accept-Language, as a real
// back end does, so English and Italian pages show no German trip content.

/** What the trip's content calls answer, in one language. */
async function contentOf(code: string, language: string): Promise<unknown[]> {
  const headers = { Accept: 'application/json', 'Accept-Language': language, 'Content-Type': 'application/json' };
  const get = async (path: string) => (await fetch(`${TEST_ORIGIN}${path}`, { headers })).json() as Promise<unknown>;
  const offers = (await (
    await fetch(`${TEST_ORIGIN}/fapi/insurance/offers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ totalPrice: 2000, travellers: [{ birthday: '1980-01-01' }] }),
    })
  ).json()) as unknown;
  return Promise.all([
    get(`/fapi/travel/${code}`),
    get(`/fapi/schedule/${code}`),
    get(`/fapi/upgrade/${code}`),
    get(`/fapi/equipment/${code}`),
    get(`/fapi/transfer/${code}`),
    get(`/fapi/accommodation/${code}`),
    get('/fapi/rail-fly'),
    get('/fapi/usp/general'),
    Promise.resolve(offers),
  ]);
}

/** The strings a person reads: text with letters, not a path, code, media type or time. */
function readable(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (
      /\p{Ll}{3}/u.test(value) &&
      !value.startsWith('/') &&
      !/^image\/[\w.+-]+$/.test(value) &&
      !/^\d{4}-\d{2}-\d{2}/.test(value) &&
      !/^[a-z]+([A-Z][a-z]+)*$/.test(value)
    )
      found.add(value);
  } else if (Array.isArray(value)) value.forEach((inner) => readable(inner, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((inner) => readable(inner, found));
  return found;
}

// Names of people and firms, and words that read the same in the three languages.
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Anna Huber',
  'Marco Rossi',
  'Anna',
  'Huber',
  'Marco',
  'Rossi',
  'Petra',
  'Jonas',
  'Sabine',
  'Lukas',
  'Maria',
  'Thomas',
  'Julia',
  'Stefan',
  'Claudia',
  'Kurt',
  'Eva',
  'Super!',
  'Nordlys Reisen GmbH',
  'Suite',
]);

describe('trip content in the page language (Accept-Language)', () => {
  it.each(DEMO_TRIP_CODES)('%s: every German text has an English and Italian answer', async (code) => {
    const german = readable(await contentOf(code, 'de'));
    const untranslated = [...german].filter(
      (text) => !SAME_IN_EVERY_LANGUAGE.has(text) && !TRANSLATED_CONTENT.includes(text),
    );
    expect(untranslated).toEqual([]);
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'de')) {
      const answered = readable(await contentOf(code, language));
      expect(
        [...answered].filter((text) => TRANSLATED_CONTENT.includes(text)),
        language,
      ).toEqual([]);
    }
  });

  it("the payment page's booking names its trip in the asked language", async () => {
    const title = async (language: string) =>
      (
        (await (
          await fetch(`${TEST_ORIGIN}/fapi/booking/ASI-9001/payment`, {
            headers: { Accept: 'application/json', 'Accept-Language': language },
          })
        ).json()) as { tourTitle: string }
      ).tourTitle;
    expect(await title('de')).toMatch(/^Alpenüberquerung/);
    expect(await title('en')).toMatch(/^Crossing the Alps/);
    expect(await title('it')).toMatch(/^Traversata delle Alpi/);
  });

  it('names the trip in the asked language', async () => {
    const name = async (language: string) => ((await contentOf('GRP-ALPS', language))[0] as { name: string }).name;
    expect(await name('de')).toBe('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran');
    expect(await name('en')).toBe('Crossing the Alps: on foot from Oberstdorf to Merano');
    expect(await name('it')).toBe('Traversata delle Alpi: a piedi da Oberstdorf a Merano');
  });
});
