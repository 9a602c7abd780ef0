import { describe, expect, it } from 'vitest';
import { isPrefixChosenByPerson, phoneCountryOf, phoneCountryToFollow } from '@/domain/phone-prefix';

// Issue 23 item 8: the phone prefix follows the invoice country until the person changes it.
describe('the phone prefix and the invoice country', () => {
  it.each([
    ['an empty field follows a UK address', { invoiceCountry: 'GB', numberTyped: false, personChose: false }, 'gb'],
    [
      'an empty field follows an Italian address',
      { invoiceCountry: 'IT', numberTyped: false, personChose: false },
      'it',
    ],
    ['a number already typed keeps its prefix', { invoiceCountry: 'GB', numberTyped: true, personChose: false }, null],
    ['a prefix the person picked stays', { invoiceCountry: 'IT', numberTyped: false, personChose: true }, null],
    ['no country known: the prefix stays', { invoiceCountry: '', numberTyped: false, personChose: false }, null],
  ])('%s', (_case, facts, expected) => {
    expect(phoneCountryToFollow(facts)).toBe(expected);
  });

  it.each([
    ['the followed country reported back', 'gb', 'gb', false],
    ['another country picked in the list', 'fr', 'gb', true],
    ['nothing reported', '', 'gb', false],
  ])('%s: the person chose %s', (_case, reported, followed, expected) => {
    expect(isPrefixChosenByPerson(reported, followed)).toBe(expected);
  });

  it.each([
    ['GB', 'gb'],
    ['it', 'it'],
    ['', null],
    ['DEU', null],
    ['1A', null],
  ])("%j names the phone list's country %j", (country, expected) => {
    expect(phoneCountryOf(country)).toBe(expected);
  });
});
