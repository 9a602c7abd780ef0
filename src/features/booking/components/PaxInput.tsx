import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePax, type PaxError } from '../../../domain/pax';

interface PaxInputProps {
  value: number | null;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (pax: number) => void;
}

/** Party size: disabled until a date is chosen; errors show next to the field (spec part 1 §5). */
export function PaxInput({ value, min, max, disabled, onChange }: PaxInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<PaxError | null>(null);
  const label = t('pax.label');
  const errorText = error
    ? error.key === 'required'
      ? t('validation.requiredLabel', { label })
      : error.key === 'notNumeric'
        ? t('validation.notNumeric')
        : error.key === 'belowMin'
          ? t('validation.belowMinLabel', { label, value: error.value })
          : t('validation.aboveMaxLabel', { label, value: error.value })
    : null;
  return (
    <div className={`form-row${errorText ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">{label}</label>
      <input
        id={id}
        className="form-row__control form-row__control--narrow"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        disabled={disabled}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          const result = validatePax(event.target.value, min, max);
          if ('error' in result) setError(result.error);
          else {
            setError(null);
            onChange(result.pax);
          }
        }}
      />
      {errorText ? (
        <p id={`${id}-error`} className="form-row__error" role="alert">{errorText}</p>
      ) : (
        <p id={`${id}-hint`} className="form-row__hint">{disabled ? t('pax.chooseDateFirst') : t('pax.hint', { min, max })}</p>
      )}
    </div>
  );
}
