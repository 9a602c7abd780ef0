/** Traveller, passport, dog, equipment and e-mail rules (spec part 1 §5, part 2 §5). */

const BIRTHDAY_MIN = '1920-01-01';
export const PASSPORT_ISSUER_MAX = 35;
export const MAX_DOGS = 3;

export type RangeError = { key: 'required' } | { key: 'tooEarly'; min: string } | { key: 'tooLate'; max: string };

/** A birthday from 1920-01-01 to today. */
export function validateBirthday(birthday: string | null, today: string): RangeError | null {
  if (!birthday) return { key: 'required' };
  if (birthday < BIRTHDAY_MIN) return { key: 'tooEarly', min: BIRTHDAY_MIN };
  if (birthday > today) return { key: 'tooLate', max: today };
  return null;
}

/** A passport's issue date is not after today. */
export function validatePassportIssueDate(date: string | null, today: string): RangeError | null {
  if (!date) return { key: 'required' };
  return date > today ? { key: 'tooLate', max: today } : null;
}

/** A passport's expiry date is not before today. */
export function validatePassportExpiry(date: string | null, today: string): RangeError | null {
  if (!date) return { key: 'required' };
  return date < today ? { key: 'tooEarly', min: today } : null;
}

/** The issuing authority: required, at most 35 characters. */
export function validatePassportIssuer(issuer: string): { key: 'required' } | { key: 'maxLength'; n: number } | null {
  if (!issuer.trim()) return { key: 'required' };
  return issuer.length > PASSPORT_ISSUER_MAX ? { key: 'maxLength', n: PASSPORT_ISSUER_MAX } : null;
}

type NumberError = { key: 'required' } | { key: 'belowMin'; min: number };

function requiredAtLeast(value: number | null, min: number): NumberError | null {
  if (value === null || Number.isNaN(value)) return { key: 'required' };
  return value < min ? { key: 'belowMin', min } : null;
}

export interface DogInput {
  dogname: string;
  shoulderheight: number | null;
  bodyWeight: number | null;
  race: string;
}

/** A dog needs name, shoulder height, weight and race; numbers at least 0 (spec part 1 §5). */
export function validateDog(dog: DogInput): Partial<Record<keyof DogInput, { key: 'required' } | NumberError>> {
  const errors: Partial<Record<keyof DogInput, { key: 'required' } | NumberError>> = {};
  if (!dog.dogname.trim()) errors.dogname = { key: 'required' };
  const height = requiredAtLeast(dog.shoulderheight, 0);
  if (height) errors.shoulderheight = height;
  const weight = requiredAtLeast(dog.bodyWeight, 0);
  if (weight) errors.bodyWeight = weight;
  if (!dog.race.trim()) errors.race = { key: 'required' };
  return errors;
}

/** At most 3 dogs per booking. */
export function canAddDog(count: number): boolean {
  return count < MAX_DOGS;
}

export interface EquipmentInput {
  bodySize: number | null;
  bodyWeight: number | null;
  shoeSize: number | null;
}

/**
 * EB (e-bike): body size at least 100 and body weight at least 20, both required; ST: body size at
 * least 100 and shoe size at least 0 (step 0.1). Other equipment needs nothing.
 */
export function validateEquipment(
  subCategory: string | null,
  input: EquipmentInput,
): Partial<Record<keyof EquipmentInput, NumberError | { key: 'step'; step: number }>> {
  const errors: Partial<Record<keyof EquipmentInput, NumberError | { key: 'step'; step: number }>> = {};
  if (subCategory !== 'EB' && subCategory !== 'ST') return errors;
  const size = requiredAtLeast(input.bodySize, 100);
  if (size) errors.bodySize = size;
  if (subCategory === 'EB') {
    const weight = requiredAtLeast(input.bodyWeight, 20);
    if (weight) errors.bodyWeight = weight;
  } else {
    const shoe = requiredAtLeast(input.shoeSize, 0);
    if (shoe) errors.shoeSize = shoe;
    else if (input.shoeSize !== null && Math.abs(input.shoeSize * 10 - Math.round(input.shoeSize * 10)) > 1e-9)
      errors.shoeSize = { key: 'step', step: 0.1 };
  }
  return errors;
}

/** An e-mail address of the usual shape: something, @, a domain with a dot, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

type TravellerField = 'gender' | 'firstname' | 'lastname' | 'birthday' | PassportField;
type PassportField = 'passportNumber' | 'passportCountry' | 'passportIssueDate' | 'passportDate' | 'passportIssuer';

export type TravellerFieldError =
  | { key: 'required' }
  | { key: 'chooseGender' }
  | { key: 'maxLength'; n: number }
  | RangeError
  | { key: 'expiresDuringTrip'; end: string };

export interface PassportValues {
  passportNumber: string;
  passportCountry: string;
  /** yyyy-mm-dd */
  passportIssueDate: string;
  /** yyyy-mm-dd, the expiry */
  passportDate: string;
  passportIssuer: string;
}

export interface TravellerValues extends PassportValues {
  gender: string | null;
  firstname: string;
  lastname: string;
  birthday: string;
}

/** What the trip asks of each traveller's papers (spec part 2 §5): the passport, only the nationality, or nothing. */
export type PapersRule = 'passport' | 'nationality' | 'none';

export const TRAVELLER_NAME_MAX = 35;
export const PASSPORT_NUMBER_MAX = 20;

/** The trip's papers rule: the organizer may ask for the nationality only; else a passport when the trip needs one. */
export function papersRule({
  needsPassport,
  showOnlyNationality,
}: {
  needsPassport: boolean;
  showOnlyNationality: boolean;
}): PapersRule {
  if (showOnlyNationality) return 'nationality';
  return needsPassport ? 'passport' : 'none';
}

/**
 * A traveller's papers (spec part 2 §5): with a passport, its number, the nationality, the issue
 * date (not after today), the expiry (not before today; beyond the spec, not before the journey's
 * last day either: a passport that runs out during the trip is refused, docs/decisions.md) and
 * the issuing authority (at most 35); with 'nationality' only the nationality.
 */
export function passportErrors(
  values: PassportValues,
  rule: PapersRule,
  { today, tripEnd = null }: { today: string; tripEnd?: string | null },
): Partial<Record<PassportField, TravellerFieldError>> {
  const errors: Partial<Record<PassportField, TravellerFieldError>> = {};
  if (rule === 'none') return errors;
  if (values.passportCountry.trim() === '') errors.passportCountry = { key: 'required' };
  if (rule === 'nationality') return errors;
  const number = values.passportNumber.trim();
  if (number === '') errors.passportNumber = { key: 'required' };
  else if (number.length > PASSPORT_NUMBER_MAX) errors.passportNumber = { key: 'maxLength', n: PASSPORT_NUMBER_MAX };
  const issued = validatePassportIssueDate(values.passportIssueDate || null, today);
  if (issued) errors.passportIssueDate = issued;
  const expiry = validatePassportExpiry(values.passportDate || null, today);
  if (expiry) errors.passportDate = expiry;
  else if (tripEnd !== null && values.passportDate < tripEnd)
    errors.passportDate = { key: 'expiresDuringTrip', end: tripEnd };
  const issuer = validatePassportIssuer(values.passportIssuer);
  if (issuer) errors.passportIssuer = issuer;
  return errors;
}

/**
 * An additional traveller (spec part 2 §5 'Step 2: traveller'): gender; first and last name
 * required, at most 35; the birthday from 1920-01-01 to today; the papers the trip asks for.
 */
export function travellerErrors(
  values: TravellerValues,
  { papers, today, tripEnd = null }: { papers: PapersRule; today: string; tripEnd?: string | null },
): Partial<Record<TravellerField, TravellerFieldError>> {
  const errors: Partial<Record<TravellerField, TravellerFieldError>> = {};
  if (!values.gender) errors.gender = { key: 'chooseGender' };
  for (const field of ['firstname', 'lastname'] as const) {
    const text = values[field].trim();
    if (text === '') errors[field] = { key: 'required' };
    else if (text.length > TRAVELLER_NAME_MAX) errors[field] = { key: 'maxLength', n: TRAVELLER_NAME_MAX };
  }
  const birthday = validateBirthday(values.birthday || null, today);
  if (birthday) errors.birthday = birthday;
  return { ...errors, ...passportErrors(values, papers, { today, tripEnd }) };
}
