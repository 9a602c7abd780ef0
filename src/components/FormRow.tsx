import type { ReactNode } from 'react';
import { FieldErrorText } from '@/components/FieldErrorText';

interface FormRowProps {
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}

/** A label, its control and the error tied to it (the control carries aria-describedby `${id}-error`). */
export function FormRow({ id, label, error, required = false, children }: FormRowProps) {
  return (
    <div className={`form-row${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}
