import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../mocks/db/catalogue';
import { LANGUAGE_CODES } from '../../src/config/language';
import { inLanguage } from '../../mocks/db/content-languages';

// Issue 23 item 14: the data decides, the words follow. Every service the demo prices into the
// online total (a price of 0 or more) must not say it is paid on the spot, in any language.
const PAID_ON_SITE = /vor Ort|on site|on the spot|in loco|sul posto/i;

describe('the demo services say how they are charged as the total does', () => {
  const catalogue = buildCatalogue(new Date('2026-11-24T12:00:00Z'));
  for (const language of LANGUAGE_CODES) {
    it(`${language}: a priced service never reads as paid on the spot`, () => {
      const local = inLanguage(catalogue, language);
      const families = [local.upgrades, local.equipment, local.transfers, local.accommodations];
      const contradicting = families
        .flatMap((family) => Object.values(family).flat())
        .filter((entry) => entry.price >= 0 && PAID_ON_SITE.test(`${entry.service.name} ${entry.service.description}`))
        .map((entry) => entry.service.name);
      expect(contradicting).toEqual([]);
    });
  }

  it('the tourist tax is priced and says it is charged with the trip price', () => {
    const tax = catalogue.upgrades['GRP-ALPS']?.find((entry) => entry.service.name === 'Kurtaxe');
    expect(tax?.price).toBeGreaterThan(0);
    expect(tax?.service.description).toMatch(/mit dem Reisepreis berechnet/);
  });
});
