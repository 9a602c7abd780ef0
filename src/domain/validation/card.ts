/**
 * The card form of the payment page (spec part 2 §5 'Card': holder required; correct card number;
 * valid expiry date; security code valid; §9: the card types Visa, Mastercard, Diners Club and
 * Maestro). Pure: the page passes the month it is in.
 */

export type CardBrand = 'visa' | 'mastercard' | 'diners' | 'maestro';

export interface CardInput {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
type CardError = 'required' | 'invalid' | 'unknownBrand' | 'expired';

interface BrandRule {
  brand: CardBrand;
  /** The leading digits, as ranges of equal-length prefixes. */
  prefixes: readonly (readonly [number, number])[];
  lengths: readonly number[];
  cvcLength: number;
}

// Checked in this order: Mastercard's 51-55 before Maestro's 50 and 56-59.
const BRANDS: readonly BrandRule[] = [
  { brand: 'visa', prefixes: [[4, 4]], lengths: [13, 16, 19], cvcLength: 3 },
  {
    brand: 'mastercard',
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
    cvcLength: 3,
  },
  {
    brand: 'diners',
    prefixes: [
      [300, 305],
      [36, 36],
      [38, 39],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
  {
    brand: 'maestro',
    prefixes: [
      [50, 50],
      [56, 59],
      [63, 63],
      [67, 67],
    ],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
];

/** The digits of a typed card number: spaces and dashes are how people write it, anything else makes it unreadable. */
export function cardDigits(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

function ruleOf(digits: string): BrandRule | null {
  return (
    BRANDS.find((rule) =>
      rule.prefixes.some(([low, high]) => {
        const width = String(low).length;
        if (digits.length < width) return false;
        const lead = Number(digits.slice(0, width));
        return lead >= low && lead <= high;
      }),
    ) ?? null
  );
}

/** The brand a number belongs to, from its first digits (shown as soon as they tell). */
export function cardBrand(text: string): CardBrand | null {
  const digits = cardDigits(text);
  return digits ? (ruleOf(digits)?.brand ?? null) : null;
}

/** The Luhn check digit is right. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four for reading the number back ('4111 1111 1111 1111'); Diners Club as 4-6-4. */
export function formatCardNumber(text: string): string {
  const digits = cardDigits(text);
  if (digits === null) return text;
  const groups = ruleOf(digits)?.brand === 'diners' && digits.length === 14 ? [4, 6, 4] : null;
  if (groups) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The number: given, of its brand's length, with a right check digit, and of one of the four brands. */
export function cardNumberError(text: string): CardError | null {
  if (text.trim() === '') return 'required';
  const digits = cardDigits(text);
  if (digits === null || digits.length < 12 || digits.length > 19) return 'invalid';
  const rule = ruleOf(digits);
  if (!rule) return passesLuhn(digits) ? 'unknownBrand' : 'invalid';
  return rule.lengths.includes(digits.length) && passesLuhn(digits) ? null : 'invalid';
}

/** 'MM/JJ' (also 'MM/JJJJ', 'MMJJ' or 'MM JJ') as month and four-digit year; null when unreadable. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\s-]\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The expiry as it is typed, in the form the field asks for (MM/JJ): a slash after the month
 * ('12' → '12/', '1227' → '12/27'), a one-digit month that cannot go on made two ('4' → '04/',
 * '1/' → '01/'), four year digits kept (an autofilled '12/2027'). Deleting leaves the text as the
 * person leaves it, so a slash can be taken back.
 */
export function typedExpiry(previous: string, next: string): string {
  if (next.length < previous.length) return next;
  const [monthPart = '', ...yearParts] = next.split(/[/\s.-]/);
  const slash = yearParts.length > 0;
  let month = monthPart.replace(/\D/g, '');
  let year = yearParts.join('').replace(/\D/g, '');
  if (!slash && month.length > 2) {
    year = month.slice(2) + year;
    month = month.slice(0, 2);
  }
  if (month.length === 1 && (slash || month > '1')) month = `0${month}`;
  if (month.length < 2) return month;
  return `${month.slice(0, 2)}/${year.slice(0, 4)}`;
}

/** Cards are issued for a few years: an expiry further ahead than this is a typing error. */
const MAX_EXPIRY_YEARS = 20;

/**
 * The expiry: given, readable as MM/JJ, not before the current month (a card is valid to its
 * month's end) and not more than 20 years ahead.
 */
export function expiryError(text: string, today: { year: number; month: number }): CardError | null {
  if (text.trim() === '') return 'required';
  const expiry = parseExpiry(text);
  if (!expiry || expiry.year > today.year + MAX_EXPIRY_YEARS) return 'invalid';
  return expiry.year * 12 + expiry.month < today.year * 12 + today.month ? 'expired' : null;
}

/** How many digits the brand's security code has (3 for all four; 3 when the brand is not known yet). */
export function cvcLengthOf(brand: CardBrand | null): number {
  return BRANDS.find((rule) => rule.brand === brand)?.cvcLength ?? 3;
}

/** The security code: given, and exactly the brand's number of digits. */
export function cvcError(text: string, brand: CardBrand | null): CardError | null {
  const code = text.trim();
  if (code === '') return 'required';
  return /^\d+$/.test(code) && code.length === cvcLengthOf(brand) ? null : 'invalid';
}

/** Every field's error (spec part 2 §5 'Card'), in the form's order. */
export function cardErrors(
  input: CardInput,
  today: { year: number; month: number },
): Partial<Record<CardField, CardError>> {
  const errors: Partial<Record<CardField, CardError>> = {};
  if (input.holder.trim() === '') errors.holder = 'required';
  const number = cardNumberError(input.number);
  if (number) errors.number = number;
  const expiry = expiryError(input.expiry, today);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcError(input.cvc, cardBrand(input.number));
  if (cvc) errors.cvc = cvc;
  return errors;
}
