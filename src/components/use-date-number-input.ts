import { useRef, useState, type KeyboardEvent } from 'react';
import { maxDayOf, parseWholeDate, splitDate, validateDateInput } from '@/domain/validation/date-input';
import type { DateNumberInputProps } from './DateNumberInput';
import { readDraft, writeDraft } from './date-input-draft';

type Part = 'day' | 'month' | 'year';

/**
 * The three fields of a date: their text, its check and the message shown, and the focus moving on
 * from a full day or month, or to the year after a whole date typed or pasted.
 */
export function useDateNumberInput({
  labels,
  value,
  onChange,
  externalError = null,
  forceErrors = false,
  draftKey,
}: DateNumberInputProps) {
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
  const movedTo = useRef<Part | null>(null);
  const update = (part: Part, text: string) => {
    const whole = parseWholeDate(text);
    const next = whole ?? { ...latest.current, [part]: text.replace(/\D/g, '') };
    latest.current = next;
    setFields(next);
    setDirty(true);
    const date = validateDateInput(next).value;
    writeDraft(draftKey, next, date !== null);
    onChange(date);
  };
  const change = (part: Part, text: string, size: number) => {
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
  };
  const keyDown = (part: Part, event: KeyboardEvent<HTMLInputElement>) => {
    if (movedTo.current !== part || event.key === 'Shift') return;
    movedTo.current = null;
    if (event.key === 'Tab' && !event.shiftKey) event.preventDefault();
  };
  const blur = (part: Part) => {
    if (movedTo.current === part) movedTo.current = null;
    // Padded to two digits (spec part 2 §5).
    const current = latest.current[part];
    if ((part === 'day' || part === 'month') && /^\d$/.test(current)) update(part, current.padStart(2, '0'));
  };
  return { fields, result, message, inputs, change, keyDown, blur };
}
