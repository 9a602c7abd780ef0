/** Traveller, passport, dog, equipment and e-mail rules (spec part 1 §5, part 2 §5). */

export const BIRTHDAY_MIN = '1920-01-01';
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

export type NumberError = { key: 'required' } | { key: 'belowMin'; min: number };

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
export function validateEquipment(subCategory: string | null, input: EquipmentInput): Partial<Record<keyof EquipmentInput, NumberError | { key: 'step'; step: number }>> {
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
    else if (input.shoeSize !== null && Math.abs(input.shoeSize * 10 - Math.round(input.shoeSize * 10)) > 1e-9) errors.shoeSize = { key: 'step', step: 0.1 };
  }
  return errors;
}

/** An e-mail address of the usual shape: something, @, a domain with a dot, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
