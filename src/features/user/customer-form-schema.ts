import { z } from '../../api/schemas/z';
import { customerContactErrors, type CustomerField } from '../../domain/validation/customer';

export { CUSTOMER_LIMITS } from '../../domain/validation/customer';

/**
 * The customer's contact for step 2, checked by the domain rule the step guards use too. Messages
 * are i18n keys; the form translates them with the field's label and limit.
 */
export function createCustomerFormSchema({ requireEmail }: { requireEmail: boolean }) {
  return z.object({ firstname: z.string(), lastname: z.string(), email: z.string() }).check(
    z.superRefine((values, context) => {
      const errors = customerContactErrors(values, { requireEmail });
      for (const [field, message] of Object.entries(errors)) context.addIssue({ code: 'custom', path: [field as CustomerField], message, input: values[field as CustomerField] });
    }),
  );
}

export type CustomerFormValues = z.infer<ReturnType<typeof createCustomerFormSchema>>;
