import { useId, useState } from 'react';
import { FormRow } from './FormRow';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | null;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  narrow?: boolean;
}

/** A labelled number input; what the person types stays as typed, the value passed on is a number or null. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  min,
  max,
  step = 1,
  required = false,
  narrow = true,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  return (
    <FormRow id={id} label={label} error={error} required={required}>
      <input
        id={id}
        className={`form-row__control${narrow ? ' form-row__control--narrow' : ''}`}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = event.target.value.trim() === '' ? null : Number(event.target.value.replace(',', '.'));
          onChange(parsed === null || Number.isNaN(parsed) ? null : parsed);
        }}
      />
    </FormRow>
  );
}
