import { isEmail } from './traveller';

/** Limits of spec part 2 §5 'Step 2: invoice and contact'. */
export const CUSTOMER_LIMITS = { firstname: 35, lastname: 35, email: 80 } as const;

export type CustomerField = keyof typeof CUSTOMER_LIMITS;
export type CustomerFieldError = 'required' | 'maxLength' | 'invalidEmail';

/**
 * The customer's contact of step 2 (spec part 2 §5): first and last name required, at most 35;
 * e-mail at most 80 and a valid address, required unless an agency books (spec part 1 §2).
 * Returns the error per field; empty when the contact may go on to step 3.
 */
export function customerContactErrors(
  values: Record<CustomerField, string>,
  { requireEmail }: { requireEmail: boolean },
): Partial<Record<CustomerField, CustomerFieldError>> {
  const errors: Partial<Record<CustomerField, CustomerFieldError>> = {};
  for (const field of ['firstname', 'lastname'] as const) {
    const value = values[field].trim();
    if (value === '') errors[field] = 'required';
    else if (value.length > CUSTOMER_LIMITS[field]) errors[field] = 'maxLength';
  }
  const email = values.email.trim();
  if (email === '') {
    if (requireEmail) errors.email = 'required';
  } else if (email.length > CUSTOMER_LIMITS.email) errors.email = 'maxLength';
  else if (!isEmail(email)) errors.email = 'invalidEmail';
  return errors;
}
