import { isEmail, validateBirthday, type RangeError } from './traveller';

/** Limits of spec part 2 §5 'Step 2: invoice and contact' and §9 (the street's 30 is the form's). */
export const CUSTOMER_LIMITS = {
  firstname: 35,
  lastname: 35,
  street: 30,
  number: 5,
  zip: 6,
  city: 35,
  email: 80,
  telephone: 25,
  otherInvoiceName: 70,
} as const;

type CustomerField =
  | 'gender'
  | 'firstname'
  | 'lastname'
  | 'birthday'
  | 'street'
  | 'number'
  | 'zip'
  | 'city'
  | 'country'
  | 'email'
  | 'emailRepeat'
  | 'telephone'
  | 'otherInvoiceName';

export type FieldRuleError =
  | { key: 'required' }
  | { key: 'chooseGender' }
  | { key: 'maxLength'; n: number }
  | { key: 'invalidEmail' }
  | { key: 'agencyEmail' }
  | { key: 'emailMismatch' }
  | { key: 'invalidPhone' }
  | RangeError;

export interface CustomerValues {
  gender: string | null;
  firstname: string;
  lastname: string;
  birthday: string;
  street: string;
  number: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  emailRepeat: string;
  telephone: string;
  otherInvoiceName: string;
}

/** Who books decides which of the customer's fields are required (spec part 2 §5, §6). */
export interface CustomerRules {
  /** The customer's e-mail is required: always, unless an agency books (a direct-payment agency needs it). */
  requireEmail: boolean;
  requireEmailRepeat: boolean;
  requireBirthday: boolean;
  /** The logged-in agency's own e-mail, which the customer's must not be. */
  agencyEmail: string | null;
  /** yyyy-mm-dd */
  today: string;
  /** The journey's last day (yyyy-mm-dd, post-extension nights included): passports must be valid until then; null without a date. */
  tripEnd: string | null;
}

export interface Booker {
  isAgency: boolean;
  /** A direct-payment agency: the customer gets the payment link by e-mail. */
  paymentDirect: boolean;
  isLoggedIn: boolean;
  /** The logged-in user's own e-mail (empty when unknown). */
  userEmail: string;
  needsPassport: boolean;
  agencyEmail: string | null;
}

/**
 * The e-mail repeat is required for direct payment, guests, or logged-in non-agency users without
 * an e-mail (spec part 2 §5).
 */
export function requiresEmailRepeat({
  isAgency,
  paymentDirect,
  isLoggedIn,
  userEmail,
}: Pick<Booker, 'isAgency' | 'paymentDirect' | 'isLoggedIn' | 'userEmail'>): boolean {
  if (isAgency) return paymentDirect;
  return !isLoggedIn || userEmail.trim() === '';
}

/** The rules for the booker: e-mail unless an agency books without direct payment; birthday unless an agency books a trip without passport. */
export function customerRulesFor(booker: Booker, today: string, tripEnd: string | null = null): CustomerRules {
  return {
    requireEmail: !booker.isAgency || booker.paymentDirect,
    requireEmailRepeat: requiresEmailRepeat(booker),
    requireBirthday: !booker.isAgency || booker.needsPassport,
    agencyEmail: booker.agencyEmail,
    today,
    tripEnd,
  };
}

/** Required text, trimmed, at most `max` characters. */
export function requiredText(value: string, max: number): FieldRuleError | null {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  return text.length > max ? { key: 'maxLength', n: max } : null;
}

/**
 * An international phone number as the phone field writes it: '+', the country code and the
 * number, at most 25 characters, 7 to 15 digits (E.164). The field itself also checks the number
 * against its country's plan (spec part 2 §5 'Phone').
 */
export function phoneError(value: string): FieldRuleError | null {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  if (text.length > CUSTOMER_LIMITS.telephone) return { key: 'maxLength', n: CUSTOMER_LIMITS.telephone };
  const digits = text.replace(/\D/g, '');
  return /^\+[\d\s()/.-]+$/.test(text) && digits.length >= 7 && digits.length <= 15 ? null : { key: 'invalidPhone' };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The invoice and contact data of step 2 (spec part 2 §5): gender; first and last name required,
 * at most 35; the birthday from 1920-01-01 to today where required; street (30), house number (5),
 * postcode (6) and town (35) required; a country; the e-mail at most 80, a valid address, never
 * the agency's own; its repeat equal to it where required; a phone number; the other invoice name
 * optional. Returns the first error per field; empty when the data may go on.
 */
export function customerErrors(
  values: CustomerValues,
  rules: CustomerRules,
): Partial<Record<CustomerField, FieldRuleError>> {
  const errors: Partial<Record<CustomerField, FieldRuleError>> = {};
  const set = (field: CustomerField, error: FieldRuleError | null) => {
    if (error) errors[field] = error;
  };
  if (!values.gender) errors.gender = { key: 'chooseGender' };
  set('firstname', requiredText(values.firstname, CUSTOMER_LIMITS.firstname));
  set('lastname', requiredText(values.lastname, CUSTOMER_LIMITS.lastname));
  if (rules.requireBirthday || values.birthday !== '')
    set('birthday', validateBirthday(values.birthday || null, rules.today));
  set('street', requiredText(values.street, CUSTOMER_LIMITS.street));
  set('number', requiredText(values.number, CUSTOMER_LIMITS.number));
  set('zip', requiredText(values.zip, CUSTOMER_LIMITS.zip));
  set('city', requiredText(values.city, CUSTOMER_LIMITS.city));
  if (values.country.trim() === '') errors.country = { key: 'required' };
  const email = values.email.trim();
  if (email === '') {
    if (rules.requireEmail) errors.email = { key: 'required' };
  } else if (email.length > CUSTOMER_LIMITS.email) errors.email = { key: 'maxLength', n: CUSTOMER_LIMITS.email };
  else if (!isEmail(email)) errors.email = { key: 'invalidEmail' };
  else if (rules.agencyEmail && sameAddress(email, rules.agencyEmail)) errors.email = { key: 'agencyEmail' };
  if (rules.requireEmailRepeat) {
    if (values.emailRepeat.trim() === '') errors.emailRepeat = { key: 'required' };
    // An exact match (spec part 2 §5 'An equals option forces an exact match').
    else if (values.emailRepeat.trim() !== email) errors.emailRepeat = { key: 'emailMismatch' };
  }
  set('telephone', phoneError(values.telephone));
  if (values.otherInvoiceName.trim().length > CUSTOMER_LIMITS.otherInvoiceName)
    errors.otherInvoiceName = { key: 'maxLength', n: CUSTOMER_LIMITS.otherInvoiceName };
  return errors;
}
