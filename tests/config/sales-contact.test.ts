import { describe, expect, it } from 'vitest';
import { readSalesContact, salesHoursIn } from '@/config/sales-contact';

describe('the sales contact of the embedded page configuration (issue 23)', () => {
  it.each([
    [
      'a phone and an e-mail',
      '{"salesContact":{"phone":"+49 89 1234 5678","email":"verkauf@example.com"}}',
      { phone: '+49 89 1234 5678', email: 'verkauf@example.com' },
    ],
    ['no configuration', null, null],
    ['none in it', '{"travelCode":"GRP-ALPS"}', null],
    ['a script for a phone', '{"salesContact":{"phone":"<script>","email":"verkauf@example.com"}}', null],
    ['no e-mail', '{"salesContact":{"phone":"+49 89 1234 5678"}}', null],
    ['broken JSON', '{"salesContact":', null],
  ] as const)('%s', (_name, embedded, expected) => {
    expect(readSalesContact(embedded)).toEqual(expected);
  });
});

describe("the sales team's hours (issue 39 §3)", () => {
  const contact = (hours: unknown) =>
    readSalesContact(JSON.stringify({ salesContact: { phone: '+49 89 1234 5678', email: 'v@example.com', hours } }));
  it('one text for every language, or one per language (German where the language has none)', () => {
    const perLanguage = contact({ de: 'Mo–Fr 9–18 Uhr', en: 'Mon–Fri 9 am–6 pm' });
    expect(perLanguage && [salesHoursIn(perLanguage, 'en'), salesHoursIn(perLanguage, 'it')]).toEqual([
      'Mon–Fri 9 am–6 pm',
      'Mo–Fr 9–18 Uhr',
    ]);
    const one = contact('8–20 h');
    expect(one && salesHoursIn(one, 'it')).toBe('8–20 h');
  });
  it('broken hours are left out, the phone stays', () => {
    const broken = contact({ de: 7 });
    expect(broken).toMatchObject({ phone: '+49 89 1234 5678' });
    expect(broken && salesHoursIn(broken, 'de')).toBeNull();
    const none = contact(undefined);
    expect(none && salesHoursIn(none, 'de')).toBeNull();
  });
});
