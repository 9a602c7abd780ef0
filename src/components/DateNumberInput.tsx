import { useId, useRef, useState } from 'react';
import {
  maxDayOf,
  parseWholeDate,
  splitDate,
  validateDateInput,
  type DateInputError,
} from '@/domain/validation/date-input';

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

interface DateNumberInputProps {
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

type Parts = { day: string; month: string; year: string };

function readDraft(key: string | undefined): Parts | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { day, month, year } = value as Record<string, unknown>;
    const part = (text: unknown, size: number) =>
      typeof text === 'string' ? text.replace(/\D/g, '').slice(0, size) : '';
    return { day: part(day, 2), month: part(month, 2), year: part(year, 4) };
  } catch {
    return null;
  }
}

function writeDraft(key: string | undefined, parts: Parts, complete: boolean): void {
  if (!key) return;
  try {
    if (complete || (!parts.day && !parts.month && !parts.year)) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(parts));
  } catch {
    // storage unavailable: the part typed stays until the page goes
  }
}

/**
 * Day, month and year as three number fields (placeholders TT, MM, JJJJ): the error shows once a
 * field was changed, a tick when the date is valid (spec part 1 §5, part 2 §5). A full day or month
 * moves on to the next field; a whole date typed or pasted into any of them ('12051975',
 * '12.05.1975') fills all three.
 */
export function DateNumberInput({
  labels,
  value,
  onChange,
  externalError = null,
  forceErrors = false,
  required = false,
  draftKey,
}: DateNumberInputProps) {
  const id = useId();
  // A complete date comes from the value; a date typed only in part from the tab's draft.
  const [fields, setFields] = useState(() => (value ? splitDate(value) : (readDraft(draftKey) ?? splitDate(value))));
  const [dirty, setDirty] = useState(false);
  const result = validateDateInput(fields);
  const firstError = Object.values(result.errors)[0] ?? null;
  const showErrors = dirty || forceErrors;
  const message = showErrors
    ? firstError
      ? labels.error(firstError, { maxDay: maxDayOf(fields.month) })
      : externalError
    : null;
  const inputs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  // The fields as last changed: a blur that follows a change in the same moment (moving on to the next field) builds on it.
  const latest = useRef(fields);
  // The field the typing moved on to: a Tab pressed there before typing goes nowhere, so a person
  // who tabs between the parts as well does not skip one.
  const movedTo = useRef<'day' | 'month' | 'year' | null>(null);
  const update = (part: 'day' | 'month' | 'year', text: string) => {
    const whole = parseWholeDate(text);
    const next = whole ?? { ...latest.current, [part]: text.replace(/\D/g, '') };
    latest.current = next;
    setFields(next);
    setDirty(true);
    const date = validateDateInput(next).value;
    writeDraft(draftKey, next, date !== null);
    onChange(date);
  };
  const field = (part: 'day' | 'month' | 'year', label: string, placeholder: string, size: number) => (
    <span className="date-input__part">
      <label htmlFor={`${id}-${part}`} className="visually-hidden">{`${labels.legend}: ${label}`}</label>
      <input
        id={`${id}-${part}`}
        className="form-row__control date-input__field"
        inputMode="numeric"
        autoComplete="off"
        ref={inputs[part]}
        // Room for a whole date pasted or typed at once; a part alone keeps its size.
        maxLength={10}
        placeholder={placeholder}
        value={fields[part]}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : result.value ? `${id}-valid` : undefined}
        onChange={(e) => {
          const text = e.target.value;
          if (parseWholeDate(text)) {
            update(part, text);
            inputs.year.current?.focus();
            return;
          }
          const digits = text.replace(/\D/g, '').slice(0, size);
          const grew = digits.length > latest.current[part].length;
          update(part, digits);
          // A full day or month goes on to the next field, as typing a date on paper would.
          const nextPart = part === 'day' ? 'month' : part === 'month' ? 'year' : null;
          if (nextPart && digits.length === size && grew) {
            inputs[nextPart].current?.focus();
            movedTo.current = nextPart;
          }
        }}
        onKeyDown={(e) => {
          if (movedTo.current !== part || e.key === 'Shift') return;
          movedTo.current = null;
          if (e.key === 'Tab' && !e.shiftKey) e.preventDefault();
        }}
        onBlur={() => {
          if (movedTo.current === part) movedTo.current = null;
          // Padded to two digits (spec part 2 §5).
          const current = latest.current[part];
          if ((part === 'day' || part === 'month') && /^\d$/.test(current)) update(part, current.padStart(2, '0'));
        }}
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
      {message ? (
        <p id={`${id}-error`} className="form-row__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
