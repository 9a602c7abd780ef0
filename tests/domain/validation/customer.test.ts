import { describe, expect, it } from 'vitest';
import { customerContactErrors } from '../../../src/domain/validation/customer';

const valid = { firstname: 'Erika', lastname: 'Muster', email: 'erika@example.com' };

describe('the customer contact of step 2 (spec part 2 §5 "Step 2: invoice and contact")', () => {
  it.each([
    ['a valid contact', {}, true, {}],
    ['first and last name required', { firstname: ' ', lastname: '' }, true, { firstname: 'required', lastname: 'required' }],
    ['names at most 35 characters', { firstname: 'x'.repeat(36), lastname: 'y'.repeat(35) }, true, { firstname: 'maxLength' }],
    ['e-mail required for a customer', { email: '' }, true, { email: 'required' }],
    ['no e-mail needed when an agency books (part 1 §2)', { email: '' }, false, {}],
    ['e-mail at most 80 characters', { email: `${'a'.repeat(70)}@example.com` }, true, { email: 'maxLength' }],
    ['e-mail must be an address', { email: 'erika@example' }, false, { email: 'invalidEmail' }],
  ])('%s', (_case, values, requireEmail, expected) => {
    expect(customerContactErrors({ ...valid, ...values }, { requireEmail })).toEqual(expected);
  });
});
