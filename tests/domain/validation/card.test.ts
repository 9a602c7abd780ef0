import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardErrors,
  cardNumberError,
  cvcError,
  cvcLengthOf,
  expiryError,
  formatCardNumber,
  parseExpiry,
  typedExpiry,
  passesLuhn,
} from '@/domain/validation/card';

const NOVEMBER_2026 = { year: 2026, month: 11 };

describe('the card number (spec part 2 §5 "Card": a correct card number; §9: Visa, Mastercard, Diners Club, Maestro)', () => {
  it.each([
    ['Visa test number', '4111 1111 1111 1111', null],
    ['Visa, typed with dashes', '4242-4242-4242-4242', null],
    ['Visa, 13 digits', '4222222222222', null],
    ['Mastercard 5x', '5555 5555 5555 4444', null],
    ['Mastercard 2-series', '2223 0031 2200 3222', null],
    ['Diners Club, 14 digits', '3056 930902 5904', null],
    ['Diners Club 36', '36227206271667', null],
    ['Maestro, 12 digits', '675964982648', null],
    ['Maestro, 19 digits', '6759 6498 2643 8453 003', null],
    ['nothing typed', '   ', 'required'],
    ['a wrong check digit', '4111 1111 1111 1112', 'invalid'],
    ['letters', '4111 1111 1111 111a', 'invalid'],
    ['too short', '4111 1111', 'invalid'],
    ['too long', '4111 1111 1111 1111 1111', 'invalid'],
    ['Visa of a length Visa has not', '4111 1111 1111 11', 'invalid'],
    ['Mastercard of 15 digits', '555555555555444', 'invalid'],
    ['American Express (Luhn fine, not taken)', '3782 822463 10005', 'unknownBrand'],
    ['an unknown brand with a wrong check digit', '3782 822463 10006', 'invalid'],
    ['11 digits, check digit right, still too short', '7992 7398 713', 'invalid'],
    ['20 digits, check digit right, still too long', '0000 0000 0000 0000 0000', 'invalid'],
  ])('%s', (_name, number, expected) => {
    expect(cardNumberError(number)).toBe(expected);
  });

  it('the Luhn digit: the textbook numbers pass, one changed digit fails', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a')).toBe(false);
    expect(passesLuhn('a79927398713')).toBe(false);
    expect(passesLuhn('79927398713a')).toBe(false);
  });
});

describe('the brand shown as the number is typed', () => {
  it.each([
    ['4', 'visa'],
    ['4111 11', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720 99', 'mastercard'],
    ['2721', null],
    ['300', 'diners'],
    ['305', 'diners'],
    ['306', null],
    ['36', 'diners'],
    ['38', 'diners'],
    ['50', 'maestro'],
    ['5018', 'maestro'],
    ['58', 'maestro'],
    ['6759', 'maestro'],
    ['6011', null],
    ['37', null],
    ['', null],
    ['4x', null],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('groups the number for reading it back: fours, Diners Club 4-6-4', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 11')).toBe('4111 11');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('305693')).toBe('3056 93');
    expect(formatCardNumber('3056')).toBe('3056');
    expect(formatCardNumber('67596498264812')).toBe('6759 6498 2648 12');
    expect(formatCardNumber('4222222222222')).toBe('4222 2222 2222 2');
    expect(formatCardNumber('41x1')).toBe('41x1');
  });
});

describe('the expiry date MM/JJ (spec part 2 §5 "Card": a valid expiry date, not in the past)', () => {
  it.each([
    ['this month', '11/26', null],
    ['next month', '12/26', null],
    ['next year', '01/27', null],
    ['four-digit year', '03/2030', null],
    ['without the slash', '0328', null],
    ['one-digit month', '3/28', null],
    ['last month', '10/26', 'expired'],
    ['last year', '12/25', 'expired'],
    ['20 years ahead', '12/46', null],
    ['more than 20 years ahead', '01/47', 'invalid'],
    ['month 13', '13/27', 'invalid'],
    ['month 0', '00/27', 'invalid'],
    ['no year', '11/', 'invalid'],
    ['letters', 'MM/JJ', 'invalid'],
    ['nothing', '', 'required'],
  ])('%s: %s', (_name, text, expected) => {
    expect(expiryError(text, NOVEMBER_2026)).toBe(expected);
  });

  it('reads month and four-digit year', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry(' 7 / 2029 ')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7-29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('729')).toEqual(null);
    expect(parseExpiry('x11/27')).toEqual(null);
    expect(parseExpiry('11/27x')).toEqual(null);
    expect(parseExpiry('x1127')).toEqual(null);
    expect(parseExpiry('1127x')).toEqual(null);
    expect(parseExpiry(' 1127 ')).toEqual({ month: 11, year: 2027 });
    expect(parseExpiry('11/2027')).toEqual({ month: 11, year: 2027 });
  });
});

describe('the security code (spec part 2 §5 "Card": of the brand\'s length)', () => {
  it.each([
    ['three digits for Visa', '123', 'visa', null],
    ['three digits, brand not known yet', '123', null, null],
    ['four digits for Mastercard', '1234', 'mastercard', 'invalid'],
    ['two digits', '12', 'diners', 'invalid'],
    ['letters', '12a', 'maestro', 'invalid'],
    ['nothing', ' ', 'visa', 'required'],
  ] as const)('%s', (_name, cvc, brand, expected) => {
    expect(cvcError(cvc, brand)).toBe(expected);
  });

  it('every accepted brand has a three-digit code', () => {
    expect((['visa', 'mastercard', 'diners', 'maestro'] as const).map(cvcLengthOf)).toEqual([3, 3, 3, 3]);
  });
});

describe('the card form (spec part 2 §5 "Card": holder required; number, expiry and code valid)', () => {
  const ok = { holder: 'Erika Muster', number: '4111 1111 1111 1111', expiry: '12/28', cvc: '123' };
  it.each([
    ['everything right', {}, {}],
    ['no holder', { holder: '  ' }, { holder: 'required' }],
    [
      'nothing at all',
      { holder: '', number: '', expiry: '', cvc: '' },
      { holder: 'required', number: 'required', expiry: 'required', cvc: 'required' },
    ],
    ['an expired card with a wrong code', { expiry: '01/26', cvc: '1' }, { expiry: 'expired', cvc: 'invalid' }],
    ['a wrong number', { number: '4111 1111 1111 1112' }, { number: 'invalid' }],
  ])('%s', (_name, change, expected) => {
    expect(cardErrors({ ...ok, ...change }, NOVEMBER_2026)).toEqual(expected);
  });
});

describe('the expiry takes its MM/JJ form as it is typed (issue 39 §6)', () => {
  /** Types the text one character at a time, as a person does, through the rule. */
  const typed = (text: string) => [...text].reduce((shown, char) => typedExpiry(shown, shown + char), '');

  it.each([
    ['1', '1'],
    ['12', '12/'],
    ['1227', '12/27'],
    ['12/27', '12/27'],
    ['4', '04/'],
    ['427', '04/27'],
    ['1/', '01/'],
    ['1/27', '01/27'],
    ['0', '0'],
    ['12/2027', '12/2027'],
    ['12/20279', '12/2027'],
  ])('typing %j shows %j', (keys, shown) => {
    expect(typed(keys)).toBe(shown);
  });

  it('a whole date pasted or filled in at once takes the form too', () => {
    expect(typedExpiry('', '1227')).toBe('12/27');
    expect(typedExpiry('', '12/2027')).toBe('12/2027');
    expect(typedExpiry('', '7-29')).toBe('07/29');
  });

  it('deleting leaves the text as the person leaves it: the slash can be taken back', () => {
    expect(typedExpiry('12/', '12')).toBe('12');
    expect(typedExpiry('12', '1')).toBe('1');
  });

  it('what it shows is what the validation reads', () => {
    expect(parseExpiry(typed('1227'))).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry(typed('427'))).toEqual({ month: 4, year: 2027 });
  });
});
