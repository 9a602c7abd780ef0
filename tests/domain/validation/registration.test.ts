import { describe, expect, it } from 'vitest';
import { hasRegistrationData, passwordErrors } from '@/domain/validation/registration';

describe('registration (spec part 2 §5 "Registration: password repeat must match", §8)', () => {
  it.each([
    ['a password and its repeat', 'reisen123', 'reisen123', {}],
    ['both required', '', '', { password: { key: 'required' }, passwordRepeat: { key: 'required' } }],
    ['at least 8 characters', 'kurz', 'kurz', { password: { key: 'tooShort', n: 8 } }],
    ['exactly 8 is enough', '12345678', '12345678', {}],
    ['the repeat must be equal', 'reisen123', 'reisen124', { passwordRepeat: { key: 'passwordMismatch' } }],
    ['case counts', 'Reisen123', 'reisen123', { passwordRepeat: { key: 'passwordMismatch' } }],
  ])('%s', (_case, password, repeat, expected) => {
    expect(passwordErrors(password, repeat)).toEqual(expected);
  });
});

describe("an account needs the customer's names and a valid e-mail", () => {
  it.each([
    [{ firstname: 'Erika', lastname: 'Muster', email: 'erika@example.com' }, true],
    [{ firstname: ' ', lastname: 'Muster', email: 'erika@example.com' }, false],
    [{ firstname: 'Erika', lastname: '', email: 'erika@example.com' }, false],
    [{ firstname: 'Erika', lastname: 'Muster', email: 'erika@example' }, false],
  ])('%o: %s', (customer, expected) => {
    expect(hasRegistrationData(customer)).toBe(expected);
  });
});
