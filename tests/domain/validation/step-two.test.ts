import { describe, expect, it } from 'vitest';
import {
  agentErrors,
  insuranceAgreementMissing,
  isStepTwoValid,
  stepTwoProblems,
  type StepTwoFacts,
} from '@/domain/validation/step-two';
import { papersRule, passportErrors, travellerErrors, type TravellerValues } from '@/domain/validation/traveller';

const TODAY = '2026-11-21';
const noPapers = {
  passportNumber: '',
  passportCountry: '',
  passportIssueDate: '',
  passportDate: '',
  passportIssuer: '',
};
const papers = {
  passportNumber: 'C01X00T47',
  passportCountry: 'DE',
  passportIssueDate: '2020-03-01',
  passportDate: '2030-02-28',
  passportIssuer: 'Stadt München',
};
const traveller: TravellerValues = {
  gender: 'male',
  firstname: 'Max',
  lastname: 'Muster',
  birthday: '1979-02-03',
  ...noPapers,
};

describe('an additional traveller (spec part 2 §5 "Step 2: traveller")', () => {
  it.each<[string, Partial<TravellerValues>, object]>([
    ['complete', {}, {}],
    ['gender required', { gender: null }, { gender: { key: 'chooseGender' } }],
    [
      'names required',
      { firstname: '', lastname: '  ' },
      { firstname: { key: 'required' }, lastname: { key: 'required' } },
    ],
    ['names at most 35', { lastname: 'l'.repeat(36) }, { lastname: { key: 'maxLength', n: 35 } }],
    ['birthday required', { birthday: '' }, { birthday: { key: 'required' } }],
    ['birthday from 1920-01-01', { birthday: '1919-12-31' }, { birthday: { key: 'tooEarly', min: '1920-01-01' } }],
    ['birthday up to today', { birthday: TODAY }, {}],
    ['birthday not after today', { birthday: '2026-11-22' }, { birthday: { key: 'tooLate', max: TODAY } }],
  ])('%s', (_case, values, expected) => {
    expect(travellerErrors({ ...traveller, ...values }, { papers: 'none', today: TODAY, tripEnd: null })).toEqual(
      expected,
    );
  });
});

describe('papers (spec part 2 §5: passport trips; nationality only when the organizer asks)', () => {
  it.each([
    ['no passport trip', { needsPassport: false, showOnlyNationality: false }, 'none'],
    ['passport trip', { needsPassport: true, showOnlyNationality: false }, 'passport'],
    ['nationality only', { needsPassport: true, showOnlyNationality: true }, 'nationality'],
    ['nationality only, trip without passport', { needsPassport: false, showOnlyNationality: true }, 'nationality'],
  ])('%s', (_case, facts, expected) => {
    expect(papersRule(facts)).toBe(expected);
  });

  it.each<[string, object, string, object]>([
    ['a complete passport', papers, 'passport', {}],
    [
      'every passport field required',
      noPapers,
      'passport',
      {
        passportNumber: { key: 'required' },
        passportCountry: { key: 'required' },
        passportIssueDate: { key: 'required' },
        passportDate: { key: 'required' },
        passportIssuer: { key: 'required' },
      },
    ],
    [
      'issued not after today',
      { ...papers, passportIssueDate: '2026-11-22' },
      'passport',
      { passportIssueDate: { key: 'tooLate', max: TODAY } },
    ],
    ['issued today is fine', { ...papers, passportIssueDate: TODAY }, 'passport', {}],
    [
      'an expired passport is refused',
      { ...papers, passportDate: '2026-11-20' },
      'passport',
      { passportDate: { key: 'tooEarly', min: TODAY } },
    ],
    ['expiring today is fine', { ...papers, passportDate: TODAY }, 'passport', {}],
    [
      'issuing authority at most 35',
      { ...papers, passportIssuer: 'i'.repeat(36) },
      'passport',
      { passportIssuer: { key: 'maxLength', n: 35 } },
    ],
    [
      'passport number at most 20',
      { ...papers, passportNumber: 'P'.repeat(21) },
      'passport',
      { passportNumber: { key: 'maxLength', n: 20 } },
    ],
    ['nationality only: just the nationality', noPapers, 'nationality', { passportCountry: { key: 'required' } }],
    ['nothing asked', noPapers, 'none', {}],
  ])('%s', (_case, values, rule, expected) => {
    expect(passportErrors({ ...noPapers, ...values }, rule as 'passport', { today: TODAY })).toEqual(expected);
  });

  it.each([
    [
      'expiring before the journey ends is refused, naming the last day (beyond the spec, decision)',
      '2027-01-01',
      '2027-01-20',
      { passportDate: { key: 'expiresDuringTrip', end: '2027-01-20' } },
    ],
    ['expiring on the last day of the journey is fine', '2027-01-20', '2027-01-20', {}],
    ['expiring after it is fine', '2031-05-01', '2027-01-20', {}],
    ['without a date chosen only today counts', '2027-01-01', null, {}],
  ] as const)('%s', (_case, passportDate, tripEnd, expected) => {
    expect(passportErrors({ ...noPapers, ...papers, passportDate }, 'passport', { today: TODAY, tripEnd })).toEqual(
      expected,
    );
  });
});

describe('the travel agent of an agency (spec part 2 §3, §6)', () => {
  it.each([
    ['complete', { gender: 'female', firstname: 'Anna', lastname: 'Agent', email: 'anna@agency.example' }, {}],
    [
      'everything required',
      { gender: null, firstname: '', lastname: '', email: '' },
      {
        gender: { key: 'chooseGender' },
        firstname: { key: 'required' },
        lastname: { key: 'required' },
        email: { key: 'required' },
      },
    ],
    [
      'a valid e-mail',
      { gender: 'male', firstname: 'A', lastname: 'B', email: 'anna@agency' },
      { email: { key: 'invalidEmail' } },
    ],
  ])('%s', (_case, values, expected) => {
    expect(agentErrors(values)).toEqual(expected);
  });
});

describe('leaving step 2 (spec part 2 §5 "Step 2 exit")', () => {
  it.each([
    ['no offer chosen', { offerChosen: false, offersExist: true, accepted: false, isAgency: false }, false],
    [
      'an offer chosen, terms not accepted',
      { offerChosen: true, offersExist: true, accepted: false, isAgency: false },
      true,
    ],
    ['an offer chosen and accepted', { offerChosen: true, offersExist: true, accepted: true, isAgency: false }, false],
    ['no insurances exist', { offerChosen: true, offersExist: false, accepted: false, isAgency: false }, false],
    ['an agency', { offerChosen: true, offersExist: true, accepted: false, isAgency: true }, false],
  ])('insurance terms: %s', (_case, facts, expected) => {
    expect(insuranceAgreementMissing(facts)).toBe(expected);
  });

  const customer = {
    gender: 'female',
    firstname: 'Erika',
    lastname: 'Muster',
    birthday: '1980-05-17',
    street: 'Hauptstraße',
    number: '12',
    zip: '80331',
    city: 'München',
    country: 'DE',
    email: 'erika@example.com',
    emailRepeat: 'erika@example.com',
    telephone: '+49 170 1234567',
    otherInvoiceName: '',
    ...papers,
  };
  const facts: StepTwoFacts = {
    customer,
    travellers: [{ ...traveller, ...papers }],
    agent: null,
    papers: 'passport',
    insuranceAgreementMissing: false,
    unassigned: 0,
    rules: {
      requireEmail: true,
      requireEmailRepeat: true,
      requireBirthday: true,
      agencyEmail: null,
      today: TODAY,
      tripEnd: null,
    },
  };
  it.each<[string, Partial<StepTwoFacts>, boolean]>([
    ['everything valid', {}, true],
    ["the customer's data invalid", { customer: { ...customer, zip: '' } }, false],
    ["the customer's passport expired", { customer: { ...customer, passportDate: '2020-01-01' } }, false],
    ['a traveller incomplete', { travellers: [{ ...traveller, ...papers, firstname: '' }] }, false],
    ['a traveller without passport on a passport trip', { travellers: [traveller] }, false],
    ['an agency without its travel agent', { agent: { gender: null, firstname: '', lastname: '', email: '' } }, false],
    ['the insurance terms missing', { insuranceAgreementMissing: true }, false],
    ['a traveller without a room (spec part 1 §8 "unassigned traveller")', { unassigned: 1 }, false],
  ])('%s', (_case, change, expected) => {
    expect(isStepTwoValid({ ...facts, ...change })).toBe(expected);
  });

  // Spec part 2 §8: 'street error ... flags shown inline' on step 3; the rest is entered on step 2.
  it.each<[string, Partial<StepTwoFacts>, string[]]>([
    ['everything valid', {}, []],
    ['a street over its 30 characters alone', { customer: { ...customer, street: 's'.repeat(31) } }, ['street']],
    ['a street of exactly 30 characters', { customer: { ...customer, street: 's'.repeat(30) } }, []],
    ['an empty street is data to enter', { customer: { ...customer, street: '' } }, ['data']],
    [
      'a long street and a missing postcode',
      { customer: { ...customer, street: 's'.repeat(31), zip: '' } },
      ['street', 'data'],
    ],
    ['a traveller incomplete', { travellers: [{ ...traveller, ...papers, firstname: '' }] }, ['data']],
    ['travellers without a room', { unassigned: 2 }, ['rooms']],
  ])('problems: %s', (_case, change, expected) => {
    expect(stepTwoProblems({ ...facts, ...change })).toEqual(expected);
  });
});
