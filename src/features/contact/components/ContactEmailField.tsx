import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from '@/components/FieldErrorText';

interface ContactEmailFieldProps {
  /** The form's id; the field is `{id}-email`, its error `{id}-email-error`. */
  id: string;
  fieldRef: Ref<HTMLInputElement>;
  value: string;
  /** The error to show, once the form was sent. */
  error: string | null;
  onChange: (value: string) => void;
}

/** The e-mail field of the question and subscribe forms (spec part 2 §5): required, with its error below. */
export function ContactEmailField({ id, fieldRef, value, error, onChange }: ContactEmailFieldProps) {
  const { t } = useTranslation('forms');
  const errorId = `${id}-email-error`;
  return (
    <div className={`form-row${error ? ' form-row--error' : ''}`}>
      <label htmlFor={`${id}-email`} className="form-row__label">
        {t('question.email')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${id}-email`}
        ref={fieldRef}
        className="form-row__control"
        type="email"
        autoComplete="email"
        aria-required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldErrorText id={errorId} text={error} />
    </div>
  );
}
