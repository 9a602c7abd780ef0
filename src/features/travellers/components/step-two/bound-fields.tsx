import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '@/components/Combobox';
import { DateField } from './DateField';
import { GenderField } from './GenderField';
import { TextField, type TextFieldProps } from './fields';
import { useFieldMessage, useStepTwoForm, type StepTwoPath } from './form-context';

// Step 2's fields bound to its form: each reads its own value and message, so typing in one field
// re-renders that field only.

interface BoundProps {
  name: StepTwoPath;
  id: string;
  label: string;
  /** The label the message names ('Vorname des 2. Reisenden'); the field's label when not given. */
  messageLabel?: string;
}

export function FormText({
  name,
  id,
  label,
  messageLabel = label,
  ...rest
}: BoundProps & Omit<TextFieldProps, 'id' | 'label' | 'registration' | 'error'>) {
  const { register } = useStepTwoForm();
  const { message } = useFieldMessage(name, messageLabel);
  return <TextField id={id} label={label} registration={register(name)} error={message} {...rest} />;
}

export function FormGender({ name, id, label }: BoundProps) {
  const { control } = useStepTwoForm();
  const { message } = useFieldMessage(name, label);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <GenderField
          id={id}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={message}
        />
      )}
    />
  );
}

export function FormDate({
  name,
  id,
  label,
  messageLabel = label,
  whose,
  required = true,
}: BoundProps & { required?: boolean; whose?: string }) {
  const { control } = useStepTwoForm();
  const { message, submitted } = useFieldMessage(name, messageLabel, whose);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          id={id}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={message}
          forceErrors={submitted}
          required={required}
        />
      )}
    />
  );
}

/** The country combobox's texts: how many match, none found, the hint. */
export function useCountryTexts() {
  const { t } = useTranslation('travellers');
  return useMemo(
    () => ({
      count: (count: number) => t('country.count', { count }),
      noMatch: t('country.noMatch'),
      hint: t('country.hint'),
    }),
    [t],
  );
}

export function FormCountry({
  name,
  id,
  label,
  messageLabel = label,
  options,
  required = true,
}: BoundProps & { options: readonly ComboboxOption[]; required?: boolean }) {
  const { control } = useStepTwoForm();
  const { message } = useFieldMessage(name, messageLabel);
  const texts = useCountryTexts();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div data-field={id}>
          <Combobox
            id={id}
            label={label}
            required={required}
            options={options}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message}
            texts={texts}
            autoComplete="country-name"
          />
        </div>
      )}
    />
  );
}
