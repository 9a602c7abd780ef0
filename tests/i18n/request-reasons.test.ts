import { describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import { LANGUAGE_CODES } from '@/config/language';
import { BOOKING_REQUEST_CAUSES, ON_REQUEST_CAUSES } from '@/domain/on-request';

// Every cause of spec part 1 §4 and part 2 §4 (on request, booking request) has its reason in
// plain words in every language, with the choice it names filled in.

const values = { name: 'Kanutour', airport: 'VIE', upgrade: 'Business', room: 'Doppelzimmer', count: 2 };

describe.each(LANGUAGE_CODES)('the reasons for "auf Anfrage" in %s', (language) => {
  it.each([...ON_REQUEST_CAUSES, ...BOOKING_REQUEST_CAUSES])('%s has its text', async (cause) => {
    const i18n = await createI18n(language, { preload: ['extras'] });
    const key = `extras:requestReasons.cause.${cause}`;
    const text = i18n.t(key, values);
    expect(text).not.toMatch(/⚠|requestReasons|\{\{/);
    expect(text.length).toBeGreaterThan(10);
    if (cause === 'servicePrice' || cause === 'serviceOnRequest') expect(text).toContain('Kanutour');
    if (cause === 'alternativeAirport') expect(text).toContain('VIE');
    if (cause === 'flightUpgrade') expect(text).toContain('Business');
    if (cause === 'roomOnRequest' || cause === 'roomsBeyondAvailability') expect(text).toContain('Doppelzimmer');
    if (cause === 'roomsBeyondAvailability') expect(text).toContain('2');
  });

  it('the ways out name the total', async () => {
    const i18n = await createI18n(language, { preload: ['extras'] });
    expect(i18n.t('extras:requestReasons.wayOut.flightUpgrade', { total: '€ 4.998,–' })).toContain('€ 4.998,–');
    expect(i18n.t('extras:requestReasons.wayOut.service', { total: '€ 4.998,–', name: 'Kanutour' })).toMatch(
      /Kanutour.*€ 4\.998,–/,
    );
  });
});
