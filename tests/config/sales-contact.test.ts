import { describe, expect, it } from 'vitest';
import { readSalesContact, salesHoursIn, telHref } from '@/config/sales-contact';

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
  it.each([
    ['a number', { de: 7 }],
    ['null', null],
    ['a list', ['Mo–Fr']],
    ['a text of 81 characters', 'x'.repeat(81)],
  ])('broken hours (%s) are left out, the phone stays', (_case, hours) => {
    const broken = contact(hours);
    expect(broken).toMatchObject({ phone: '+49 89 1234 5678' });
    expect(broken && salesHoursIn(broken, 'de')).toBeNull();
  });

  it('the phone as a link dials its digits, without a national (0)', () => {
    expect(telHref('+49 (0)89 1234-5678')).toBe('tel:+498912345678');
    expect(telHref('089 / 1234 5678')).toBe('tel:08912345678');
  });

  it('no hours at all: none', () => {
    const none = contact(undefined);
    expect(none && salesHoursIn(none, 'de')).toBeNull();
  });
});
