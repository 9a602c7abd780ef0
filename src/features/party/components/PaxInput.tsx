import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaxError } from '@/domain/pax';

interface PaxInputProps {
  /** The party size as typed (the store keeps it, valid or not). */
  text: string;
  error: PaxError | null;
  /** Show the error even before the field was touched ('Weiter' was pressed). */
  forceError: boolean;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (text: string) => void;
}

/** Party size: disabled until a date is chosen; errors show next to the field (spec part 1 §5). */
export function PaxInput({ text, error, forceError, min, max, disabled, onChange }: PaxInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dirty, setDirty] = useState(false);
  const label = t('pax.label');
  const shown = !disabled && (dirty || forceError) ? error : null;
  const errorText = shown
    ? shown.key === 'required'
      ? t('validation.requiredLabel', { label })
      : shown.key === 'notNumeric'
        ? t('validation.notNumeric')
        : shown.key === 'belowMin'
          ? t('validation.belowMinLabel', { label, value: shown.value })
          : t('validation.aboveMaxLabel', { label, value: shown.value })
    : null;
  return (
    <div className={`form-row${errorText ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
      </label>
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
          setDirty(true);
          onChange(event.target.value);
        }}
      />
      {errorText ? (
        <p id={`${id}-error`} className="form-row__error" role="alert">
          {errorText}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form-row__hint">
          {disabled ? t('pax.chooseDateFirst') : t('pax.hint', { min, max })}
        </p>
      )}
    </div>
  );
}
