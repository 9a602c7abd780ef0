import type { InputHTMLAttributes, Ref } from 'react';
import { fieldMessage } from './FieldErrorText';
import { FormRow } from './FormRow';

type TextFieldProps = {
  id: string;
  label: string;
  /** The error to show below the field; the field is then marked invalid and described by it. */
  error?: string | null;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'required' | 'aria-required' | 'aria-invalid' | 'aria-describedby'
>;

/** A labelled text input (text, e-mail, password) with its error tied to it; a title is its message. */
export function TextField({ id, label, error, required = false, inputRef, ...input }: TextFieldProps) {
  return (
    <FormRow id={id} label={label} error={fieldMessage(error, input.title)} required={required}>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="form-row__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormRow>
  );
}
