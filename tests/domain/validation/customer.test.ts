import { describe, expect, it } from 'vitest';
import {
  customerErrors,
  customerRulesFor,
  phoneError,
  requiresEmailRepeat,
  type CustomerRules,
  type CustomerValues,
} from '@/domain/validation/customer';

const TODAY = '2026-11-21';
const valid: CustomerValues = {
  gender: 'female',
  firstname: 'Erika',
  lastname: 'Muster',
  birthday: '1980-05-17',
  street: 'Hauptstraße',
  number: '12a',
  zip: '80331',
  city: 'München',
  country: 'DE',
  email: 'erika@example.com',
  emailRepeat: 'erika@example.com',
  telephone: '+49 170 1234567',
  otherInvoiceName: '',
};
const guest: CustomerRules = {
  requireEmail: true,
  requireEmailRepeat: true,
  requireBirthday: true,
  agencyEmail: null,
  today: TODAY,
  tripEnd: null,
};

describe('the invoice and contact data of step 2 (spec part 2 §5 "Step 2: invoice and contact")', () => {
  it.each<[string, Partial<CustomerValues>, Partial<CustomerRules>, object]>([
    ['complete data', {}, {}, {}],
    ['gender required ("choose gender")', { gender: null }, {}, { gender: { key: 'chooseGender' } }],
    [
      'first and last name required',
      { firstname: ' ', lastname: '' },
      {},
      { firstname: { key: 'required' }, lastname: { key: 'required' } },
    ],
    [
      'names at most 35',
      { firstname: 'x'.repeat(36), lastname: 'y'.repeat(35) },
      {},
      { firstname: { key: 'maxLength', n: 35 } },
    ],
    [
      'street required, at most 30 in the form',
      { street: 's'.repeat(31) },
      {},
      { street: { key: 'maxLength', n: 30 } },
    ],
    ['house number at most 5', { number: '123456' }, {}, { number: { key: 'maxLength', n: 5 } }],
    ['postcode at most 6', { zip: '1234567' }, {}, { zip: { key: 'maxLength', n: 6 } }],
    ['town at most 35', { city: 'c'.repeat(36) }, {}, { city: { key: 'maxLength', n: 35 } }],
    [
      'street, number, postcode, town and country required',
      { street: '', number: '', zip: ' ', city: '', country: '' },
      {},
      {
        street: { key: 'required' },
        number: { key: 'required' },
        zip: { key: 'required' },
        city: { key: 'required' },
        country: { key: 'required' },
      },
    ],
    ['birthday required (not an agency)', { birthday: '' }, {}, { birthday: { key: 'required' } }],
    [
      'birthday not before 1920-01-01',
      { birthday: '1919-12-31' },
      {},
      { birthday: { key: 'tooEarly', min: '1920-01-01' } },
    ],
    ['birthday not after today', { birthday: '2026-11-22' }, {}, { birthday: { key: 'tooLate', max: TODAY } }],
    [
      'birthday optional for an agency without passport, but checked when given',
      { birthday: '' },
      { requireBirthday: false },
      {},
    ],
    [
      'an optional birthday given is still checked',
      { birthday: '1900-01-01' },
      { requireBirthday: false },
      { birthday: { key: 'tooEarly', min: '1920-01-01' } },
    ],
    [
      'e-mail required',
      { email: '', emailRepeat: '' },
      {},
      { email: { key: 'required' }, emailRepeat: { key: 'required' } },
    ],
    [
      'e-mail not required when an agency books',
      { email: '', emailRepeat: '' },
      { requireEmail: false, requireEmailRepeat: false },
      {},
    ],
    [
      'e-mail at most 80',
      { email: `${'a'.repeat(70)}@example.com`, emailRepeat: `${'a'.repeat(70)}@example.com` },
      {},
      { email: { key: 'maxLength', n: 80 } },
    ],
    [
      'e-mail must be an address',
      { email: 'erika@example', emailRepeat: 'erika@example' },
      {},
      { email: { key: 'invalidEmail' } },
    ],
    [
      "e-mail never the agency's own",
      { email: 'Office@Agency.example' },
      { agencyEmail: 'office@agency.example', requireEmailRepeat: false },
      { email: { key: 'agencyEmail' } },
    ],
    ["another e-mail than the agency's is fine", {}, { agencyEmail: ' office@agency.example ' }, {}],
    [
      "the agency's own e-mail, typed with spaces",
      { email: ' office@agency.example ', emailRepeat: 'office@agency.example' },
      { agencyEmail: 'office@agency.example' },
      { email: { key: 'agencyEmail' } },
    ],
    [
      'the repeat must equal the e-mail exactly',
      { emailRepeat: 'Erika@example.com' },
      {},
      { emailRepeat: { key: 'emailMismatch' } },
    ],
    ['no repeat needed where the rule does not ask for it', { emailRepeat: '' }, { requireEmailRepeat: false }, {}],
    ['phone required', { telephone: '' }, {}, { telephone: { key: 'required' } }],
    ['phone at most 25', { telephone: '+49 170 1234567 89 01 23 45' }, {}, { telephone: { key: 'maxLength', n: 25 } }],
    ['phone international', { telephone: '0170 1234567' }, {}, { telephone: { key: 'invalidPhone' } }],
    [
      'other invoice name optional, at most 70',
      { otherInvoiceName: 'n'.repeat(71) },
      {},
      { otherInvoiceName: { key: 'maxLength', n: 70 } },
    ],
  ])('%s', (_case, values, rules, expected) => {
    expect(customerErrors({ ...valid, ...values }, { ...guest, ...rules })).toEqual(expected);
  });
});

describe('who must repeat the e-mail (spec part 2 §5: direct payment, guests, logged-in non-agency users without e-mail)', () => {
  it.each([
    ['a guest', { isAgency: false, paymentDirect: false, isLoggedIn: false, userEmail: '' }, true],
    [
      'a logged-in customer with an e-mail',
      { isAgency: false, paymentDirect: false, isLoggedIn: true, userEmail: 'erika@example.com' },
      false,
    ],
    [
      'a logged-in customer without an e-mail',
      { isAgency: false, paymentDirect: false, isLoggedIn: true, userEmail: ' ' },
      true,
    ],
    [
      'an agency',
      { isAgency: true, paymentDirect: false, isLoggedIn: true, userEmail: 'office@agency.example' },
      false,
    ],
    [
      'a direct-payment agency',
      { isAgency: true, paymentDirect: true, isLoggedIn: true, userEmail: 'office@agency.example' },
      true,
    ],
  ])('%s: %s', (_case, booker, expected) => {
    expect(requiresEmailRepeat(booker)).toBe(expected);
  });
});

describe('the rules per booker (spec part 2 §5, §6)', () => {
  const base = {
    isAgency: false,
    paymentDirect: false,
    isLoggedIn: false,
    userEmail: '',
    needsPassport: false,
    agencyEmail: null,
  };
  it.each([
    [
      'a guest: e-mail, repeat and birthday',
      base,
      { requireEmail: true, requireEmailRepeat: true, requireBirthday: true },
    ],
    [
      'an agency: no e-mail, no repeat, no birthday',
      { ...base, isAgency: true, isLoggedIn: true, agencyEmail: 'a@b.example' },
      { requireEmail: false, requireEmailRepeat: false, requireBirthday: false },
    ],
    [
      'an agency on a passport trip: the birthday',
      { ...base, isAgency: true, isLoggedIn: true, needsPassport: true },
      { requireEmail: false, requireEmailRepeat: false, requireBirthday: true },
    ],
    [
      'a direct-payment agency: the e-mail and its repeat',
      { ...base, isAgency: true, isLoggedIn: true, paymentDirect: true },
      { requireEmail: true, requireEmailRepeat: true, requireBirthday: false },
    ],
  ])('%s', (_case, booker, expected) => {
    expect(customerRulesFor(booker, TODAY)).toMatchObject(expected);
  });
});

describe('phone numbers (spec part 2 §5 "Phone": international, max 25)', () => {
  it.each([
    ['+49 170 1234567', null],
    ['+41 44 668 18 00', null],
    ['+352 621 123 456', null],
    ['+49 12', { key: 'invalidPhone' }],
    ['+49 170 1234567 8901234567', { key: 'maxLength', n: 25 }],
    ['49 170 1234567', { key: 'invalidPhone' }],
    ['+49 170 CALL ME', { key: 'invalidPhone' }],
    ['+49 1234', { key: 'invalidPhone' }],
    ['+49 12345', null],
    ['+123456789012345', null],
    ['+1234567890123456', { key: 'invalidPhone' }],
    ['+49 1 7 0 1 2 3 4 5 6 7 8', null],
    [' +49 170 1234567 ', null],
    ['x+49 170 1234567', { key: 'invalidPhone' }],
    ['+49 170 1234567x', { key: 'invalidPhone' }],
  ])('%s', (value, expected) => {
    expect(phoneError(value)).toEqual(expected);
  });
});
