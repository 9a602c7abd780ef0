import { isEmail } from './traveller';

/** An account is made from the customer's data: it needs their first and last name and a valid e-mail. */
export function hasRegistrationData({
  firstname,
  lastname,
  email,
}: {
  firstname: string;
  lastname: string;
  email: string;
}): boolean {
  return firstname.trim() !== '' && lastname.trim() !== '' && isEmail(email);
}

/** The shortest password an account takes (decision: the spec leaves it open). */
const PASSWORD_MIN = 8;

export type PasswordError = { key: 'required' } | { key: 'tooShort'; n: number } | { key: 'passwordMismatch' };

/**
 * A guest's registration (spec part 2 §5 'Registration: password repeat must match'): a password
 * of at least 8 characters and its repeat, equal to it.
 */
export function passwordErrors(
  password: string,
  repeat: string,
): Partial<Record<'password' | 'passwordRepeat', PasswordError>> {
  const errors: Partial<Record<'password' | 'passwordRepeat', PasswordError>> = {};
  if (password === '') errors.password = { key: 'required' };
  else if (password.length < PASSWORD_MIN) errors.password = { key: 'tooShort', n: PASSWORD_MIN };
  if (repeat === '') errors.passwordRepeat = { key: 'required' };
  else if (repeat !== password) errors.passwordRepeat = { key: 'passwordMismatch' };
  return errors;
}
