import { useId } from 'react';
import type { DateInputError } from '@/domain/validation/date-input';
import { useDateNumberInput } from './use-date-number-input';
import { FieldErrorText } from '@/components/FieldErrorText';

export interface DateNumberInputLabels {
  legend: string;
  day: string;
  month: string;
  year: string;
  /** TT, MM, JJJJ in German (spec part 1 §5). */
  placeholders: { day: string; month: string; year: string };
  /** The message for each error of the three fields; `maxDay` is the highest day of the month typed. */
  error: (error: DateInputError, facts: { maxDay: number }) => string;
  valid: string;
}

export interface DateNumberInputProps {
  labels: DateNumberInputLabels;
  /** yyyy-mm-dd or null */
  value: string | null;
  onChange: (value: string | null) => void;
  /** An error from outside (a limit), shown once the fields are valid. */
  externalError?: string | null;
  /** Show errors even before the fields were touched (after a try to go on). */
  forceErrors?: boolean;
  /** Marks the legend with the required star. */
  required?: boolean;
  /** Keeps a date typed only in part for the tab (sessionStorage) under this key, so a reload keeps it too. */
  draftKey?: string;
}

/**
 * Day, month and year as three number fields (placeholders TT, MM, JJJJ): the error shows once a
 * field was changed, a tick when the date is valid (spec part 1 §5, part 2 §5). A full day or month
 * moves on to the next field; a whole date typed or pasted into any of them ('12051975',
 * '12.05.1975') fills all three.
 */
export function DateNumberInput(props: DateNumberInputProps) {
  const { labels, required = false } = props;
  const id = useId();
  const { fields, result, message, inputs, change, keyDown, blur } = useDateNumberInput(props);
  const field = (part: 'day' | 'month' | 'year', label: string, placeholder: string, size: number) => (
    <span className="date-input__part">
      <label htmlFor={`${id}-${part}`} className="visually-hidden">{`${labels.legend}: ${label}`}</label>
      <input
        id={`${id}-${part}`}
        className={`form-row__control date-input__field date-input__field--${part}`}
        inputMode="numeric"
        autoComplete="off"
        ref={inputs[part]}
        // Room for a whole date pasted or typed at once; a part alone keeps its size.
        maxLength={10}
        placeholder={placeholder}
        value={fields[part]}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : result.value ? `${id}-valid` : undefined}
        onChange={(e) => change(part, e.target.value, size)}
        onKeyDown={(e) => keyDown(part, e)}
        onBlur={() => blur(part)}
      />
    </span>
  );
  return (
    <fieldset className={`form-row date-input${message ? ' form-row--error' : ''}`}>
      <legend className="form-row__label">
        {labels.legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="date-input__fields">
        {field('day', labels.day, labels.placeholders.day, 2)}
        <span aria-hidden="true">.</span>
        {field('month', labels.month, labels.placeholders.month, 2)}
        <span aria-hidden="true">.</span>
        {field('year', labels.year, labels.placeholders.year, 4)}
        {result.value && !message ? (
          <span id={`${id}-valid`} className="date-input__valid">
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">{labels.valid}</span>
          </span>
        ) : null}
      </div>
      <FieldErrorText id={`${id}-error`} text={message} />
    </fieldset>
  );
}
