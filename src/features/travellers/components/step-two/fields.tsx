import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPECIAL_NEEDS, TITLES, type SpecialNeeds } from '@/api/schemas/user';
import { fieldMessage } from '@/components/FieldErrorText';
import { FormRow } from '@/components/FormRow';

export interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | null;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  type?: 'text' | 'email';
  hint?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled text input of step 2 with its message (aria-describedby; a title in inputProps is the message) and limit. */
export function TextField({
  id,
  label,
  registration,
  error,
  required = false,
  maxLength,
  autoComplete = 'off',
  type = 'text',
  hint,
  inputProps,
}: TextFieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormRow id={id} label={label} error={fieldMessage(error, inputProps?.title)} required={required}>
      <input
        id={id}
        className="form-row__control"
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...inputProps}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-row__hint">
          {hint}
        </p>
      ) : null}
    </FormRow>
  );
}

/** Dr., Prof., Mag., DI or none (spec part 2 §3). */
export function TitleField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('travellers');
  return (
    <FormRow id={id} label={t('fields.title')}>
      <select id={id} className="form-row__control" {...registration}>
        <option value="">{t('fields.noTitle')}</option>
        {TITLES.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </select>
    </FormRow>
  );
}

/** Gluten free, fish free, lactose free, nut free, pescetarian, vegan, vegetarian (spec part 2 §3). */
export function SpecialNeedsField({
  id,
  register,
}: {
  id: string;
  register: (need: keyof SpecialNeeds) => UseFormRegisterReturn;
}) {
  const { t } = useTranslation('travellers');
  return (
    <fieldset className="form-row form-row--choice">
      <legend className="form-row__label">{t('fields.specialNeeds')}</legend>
      <div className="choice-row choice-row--wrap">
        {[...SPECIAL_NEEDS]
          .sort((a, b) => t(`fields.needs.${a}`).localeCompare(t(`fields.needs.${b}`)))
          .map((need) => (
            <label key={need} className="choice-option" htmlFor={`${id}-${need}`}>
              <input id={`${id}-${need}`} type="checkbox" {...register(need)} />
              {t(`fields.needs.${need}`)}
            </label>
          ))}
      </div>
    </fieldset>
  );
}
