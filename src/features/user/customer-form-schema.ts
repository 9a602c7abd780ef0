import { z } from '../../api/schemas/z';
import { isEmail } from '../../domain/validation/traveller';

/** Limits of spec part 2 §5 'Step 2: invoice and contact'. */
export const CUSTOMER_LIMITS = { firstname: 35, lastname: 35, email: 80 } as const;

/**
 * The customer's contact for step 2. Messages are i18n keys; the form translates them with the
 * field's label and limit. Agencies need no customer e-mail (spec part 1 §2).
 */
export function createCustomerFormSchema({ requireEmail }: { requireEmail: boolean }) {
  const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'maxLength'));
  return z.object({
    firstname: required(CUSTOMER_LIMITS.firstname),
    lastname: required(CUSTOMER_LIMITS.lastname),
    email: z.string().check(
      z.trim(),
      ...(requireEmail ? [z.minLength(1, 'required')] : []),
      z.maxLength(CUSTOMER_LIMITS.email, 'maxLength'),
      z.refine((value: string) => value === '' || isEmail(value), 'invalidEmail'),
    ),
  });
}

export type CustomerFormValues = z.infer<ReturnType<typeof createCustomerFormSchema>>;
