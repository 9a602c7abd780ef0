import type { ReactNode } from 'react';
import { FieldErrorText } from '@/components/FieldErrorText';

interface FormRowProps {
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  /** The label beside its control (a short choice such as the year), not above it. */
  inline?: boolean;
  children: ReactNode;
}

/** A label, its control and the error tied to it (the control carries aria-describedby `${id}-error`). */
export function FormRow({ id, label, error, required = false, inline = false, children }: FormRowProps) {
  return (
    <div className={`form-row${inline ? ' form-row--inline' : ''}${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}
