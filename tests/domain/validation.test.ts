import { describe, expect, it } from 'vitest';
import { maxDayOf, splitDate, validateDateInput, parseWholeDate } from '@/domain/validation/date-input';
import {
  canAddDog,
  isEmail,
  validateBirthday,
  validateDog,
  validateEquipment,
  validatePassportExpiry,
  validatePassportIssueDate,
  validatePassportIssuer,
} from '@/domain/validation/traveller';

describe('day/month/year input (spec part 1 §5, part 2 §5)', () => {
  it.each([
    [{ day: '5', month: '3', year: '2027' }, {}, '2027-03-05'],
    [{ day: '31', month: '12', year: '1999' }, {}, '1999-12-31'],
    [{ day: '29', month: '02', year: '2028' }, {}, '2028-02-29'],
    [{ day: '29', month: '02', year: '2027' }, { date: 'invalidDate' }, null],
    [{ day: '30', month: '02', year: '2028' }, { date: 'invalidDate' }, null],
    [{ day: '31', month: '02', year: '2028' }, { day: 'invalidDay' }, null],
    [{ day: '31', month: '04', year: '2027' }, { day: 'invalidDay' }, null],
    [{ day: '31', month: '11', year: '2027' }, { day: 'invalidDay' }, null],
    [{ day: '30', month: '11', year: '2027' }, {}, '2027-11-30'],
    [{ day: '0', month: '1', year: '2027' }, { day: 'invalidDay' }, null],
    [{ day: '32', month: '1', year: '2027' }, { day: 'invalidDay' }, null],
    [{ day: '1', month: '13', year: '2027' }, { month: 'invalidMonth' }, null],
    [{ day: '1', month: '0', year: '2027' }, { month: 'invalidMonth' }, null],
    [{ day: '1', month: '1', year: '27' }, { year: 'invalidYear' }, null],
    [{ day: '1', month: '1', year: '20270' }, { year: 'invalidYear' }, null],
    [{ day: 'a', month: 'b', year: 'cccc' }, { day: 'invalidDay', month: 'invalidMonth', year: 'invalidYear' }, null],
    [{ day: '', month: '', year: '' }, { day: 'required', month: 'required', year: 'required' }, null],
    [{ day: ' 7 ', month: ' 8 ', year: ' 1985 ' }, {}, '1985-08-07'],
  ])('%j -> errors %j, value %s', (input, errors, value) => {
    expect(validateDateInput(input)).toEqual({ errors, value });
  });

  it.each([
    ['2', 30],
    ['04', 30],
    ['6', 30],
    ['9', 30],
    ['11', 30],
    ['1', 31],
    ['12', 31],
    ['', 31],
    ['x', 31],
  ] as const)('the day field of month %j goes up to %i (spec part 1 §5)', (month, max) => {
    expect(maxDayOf(month)).toBe(max);
  });

  it('splits a date back into its fields', () => {
    expect([splitDate('1985-08-07'), splitDate(null), splitDate('07.08.1985')]).toEqual([
      { day: '07', month: '08', year: '1985' },
      { day: '', month: '', year: '' },
      { day: '', month: '', year: '' },
    ]);
  });
});

const today = '2026-11-21';
describe('traveller dates (spec part 2 §5)', () => {
  it.each([
    ['1980-04-12', null],
    ['1920-01-01', null],
    ['1919-12-31', { key: 'tooEarly', min: '1920-01-01' }],
    [today, null],
    ['2026-11-22', { key: 'tooLate', max: today }],
    [null, { key: 'required' }],
  ])('birthday %s -> %j', (birthday, error) => {
    expect(validateBirthday(birthday, today)).toEqual(error);
  });

  it.each([
    [today, null],
    ['2020-01-01', null],
    ['2026-11-22', { key: 'tooLate', max: today }],
    [null, { key: 'required' }],
  ])('passport issued %s -> %j', (date, error) => {
    expect(validatePassportIssueDate(date, today)).toEqual(error);
  });

  it.each([
    [today, null],
    ['2030-01-01', null],
    ['2026-11-20', { key: 'tooEarly', min: today }],
    [null, { key: 'required' }],
  ])('passport expiring %s -> %j', (date, error) => {
    expect(validatePassportExpiry(date, today)).toEqual(error);
  });

  it.each([
    ['Stadt München', null],
    ['', { key: 'required' }],
    ['  ', { key: 'required' }],
    ['x'.repeat(35), null],
    ['x'.repeat(36), { key: 'maxLength', n: 35 }],
  ])('issuer %j -> %j', (issuer, error) => {
    expect(validatePassportIssuer(issuer)).toEqual(error);
  });
});

describe('dogs (spec part 1 §5)', () => {
  it('all four fields are required; numbers at least 0', () => {
    expect(validateDog({ dogname: '', shoulderheight: null, bodyWeight: -1, race: ' ' })).toEqual({
      dogname: { key: 'required' },
      shoulderheight: { key: 'required' },
      bodyWeight: { key: 'belowMin', min: 0 },
      race: { key: 'required' },
    });
    expect(validateDog({ dogname: 'Bello', shoulderheight: 0, bodyWeight: 12.5, race: 'Beagle' })).toEqual({});
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
  ])('with %i dogs another may be added: %s (at most 3)', (count, expected) => {
    expect(canAddDog(count)).toBe(expected);
  });
});

describe('equipment (spec part 1 §5)', () => {
  it.each([
    ['EB', { bodySize: 175, bodyWeight: 70, shoeSize: null }, {}],
    [
      'EB',
      { bodySize: 99, bodyWeight: 19, shoeSize: null },
      { bodySize: { key: 'belowMin', min: 100 }, bodyWeight: { key: 'belowMin', min: 20 } },
    ],
    ['EB', { bodySize: 100, bodyWeight: 20, shoeSize: null }, {}],
    [
      'EB',
      { bodySize: null, bodyWeight: null, shoeSize: null },
      { bodySize: { key: 'required' }, bodyWeight: { key: 'required' } },
    ],
    ['ST', { bodySize: 180, bodyWeight: null, shoeSize: 42.5 }, {}],
    ['ST', { bodySize: 180, bodyWeight: null, shoeSize: 0 }, {}],
    ['ST', { bodySize: 180, bodyWeight: null, shoeSize: -1 }, { shoeSize: { key: 'belowMin', min: 0 } }],
    ['ST', { bodySize: 180, bodyWeight: null, shoeSize: 42.55 }, { shoeSize: { key: 'step', step: 0.1 } }],
    [
      'ST',
      { bodySize: 90, bodyWeight: null, shoeSize: null },
      { bodySize: { key: 'belowMin', min: 100 }, shoeSize: { key: 'required' } },
    ],
    [null, { bodySize: null, bodyWeight: null, shoeSize: null }, {}],
    ['TRN', { bodySize: null, bodyWeight: null, shoeSize: null }, {}],
  ])('%s with %j -> %j', (subCategory, input, errors) => {
    expect(validateEquipment(subCategory, input)).toEqual(errors);
  });
});

describe('e-mail shape (spec part 2 §5 error.invalidEmail)', () => {
  it.each([
    ['erika@example.com', true],
    [' erika@example.com ', true],
    ['erika.m+reise@sub.example.co.at', true],
    ['erika@example', false],
    ['erika example.com', false],
    ['@example.com', false],
    ['erika@.com', false],
    ['erika@@example.com', false],
    ['', false],
  ])('%j -> %s', (email, expected) => {
    expect(isEmail(email)).toBe(expected);
  });
});

describe('a whole date typed or pasted into one of the three date fields (issue 23)', () => {
  it.each([
    ['12051975', { day: '12', month: '05', year: '1975' }],
    ['12.05.1975', { day: '12', month: '05', year: '1975' }],
    [' 2.5.1975 ', { day: '02', month: '05', year: '1975' }],
    ['12/05/1975', { day: '12', month: '05', year: '1975' }],
    ['1975-05-12', { day: '12', month: '05', year: '1975' }],
    ['12', null],
    ['120519', null],
    ['12.05.75', null],
    ['abc', null],
  ] as const)('%j -> %j', (text, expected) => {
    expect(parseWholeDate(text)).toEqual(expected);
  });
});
