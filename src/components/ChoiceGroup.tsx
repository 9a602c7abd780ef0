import type { ReactNode } from 'react';
import { FieldErrorText } from './FieldErrorText';

interface ChoiceGroupProps {
  /** The error's id is `{errorId}`; the group is described by it while the error shows. */
  errorId: string;
  legend: string;
  required?: boolean;
  error: string | null | false;
  className: string;
  id?: string;
  children: ReactNode;
}

/** A group of radio buttons under its legend, with its error below and tied to it. */
export function ChoiceGroup({ errorId, legend, required = false, error, className, id, children }: ChoiceGroupProps) {
  return (
    <fieldset
      id={id}
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="form-row__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children}
      <FieldErrorText id={errorId} text={error} />
    </fieldset>
  );
}
