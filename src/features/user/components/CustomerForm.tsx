import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../components/FormRow';
import { createCustomerFormSchema, CUSTOMER_LIMITS, type CustomerFormValues } from '../customer-form-schema';

interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  requireEmail: boolean;
  /** Every change is kept, so a reload or going back loses nothing. */
  onChange: (values: Partial<CustomerFormValues>) => void;
  onValidSubmit: (values: CustomerFormValues) => void;
  submitLabel: string;
}

type Field = keyof CustomerFormValues;

export function CustomerForm({ defaultValues, requireEmail, onChange, onValidSubmit, submitLabel }: CustomerFormProps) {
  const { t } = useTranslation('booking');
  const schema = useMemo(() => createCustomerFormSchema({ requireEmail }), [requireEmail]);
  const { register, handleSubmit, subscribe, setFocus, formState: { errors } } = useForm<CustomerFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    // Spec part 2 §5: validation runs on input and a field shows its error once dirty.
    mode: 'onChange',
    shouldFocusError: true,
  });

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) }),
    [subscribe, onChange],
  );

  const labels: Record<Field, string> = {
    firstname: t('customer.firstname'),
    lastname: t('customer.lastname'),
    email: t('customer.email'),
  };
  const messageOf = (field: Field, error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.message === 'required') return t('validation.requiredLabelForm', { label: labels[field] });
    if (error.message === 'maxLength') return t('validation.maxLength', { n: CUSTOMER_LIMITS[field] });
    if (error.message === 'invalidEmail') return t('error.invalidEmail');
    return t('validation.other');
  };

  const field = (name: Field, type: 'text' | 'email', autoComplete: string, required: boolean) => {
    const id = `customer-${name}`;
    const message = messageOf(name, errors[name]);
    return (
      <FormRow id={id} label={labels[name]} error={message} required={required}>
        <input
          id={id}
          className="form-row__control"
          type={type}
          autoComplete={autoComplete}
          maxLength={CUSTOMER_LIMITS[name]}
          aria-required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(name)}
        />
      </FormRow>
    );
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(onValidSubmit, (invalid) => {
        // The first field with an error gets focus, in the order of the form.
        const first = (['firstname', 'lastname', 'email'] as const).find((name) => invalid[name]);
        if (first) setTimeout(() => setFocus(first), 0);
      })}
    >
      {field('firstname', 'text', 'given-name', true)}
      {field('lastname', 'text', 'family-name', true)}
      {field('email', 'email', 'email', requireEmail)}
      <p className="form__note">{t('form.requiredNote')}</p>
      <div className="actions">
        <button type="submit" className="button button--primary">{submitLabel}</button>
      </div>
    </form>
  );
}
