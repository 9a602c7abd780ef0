import './combobox.css';
import { useId } from 'react';
import { handleComboboxKey } from './combobox-keys';
import { matchOptions, type ComboboxOption } from './combobox-match';
import { ComboboxListbox, comboboxOptionId } from './ComboboxListbox';
import { useCombobox } from './use-combobox';
import { FieldErrorText, fieldMessage } from '@/components/FieldErrorText';

export { matchOptions, type ComboboxOption };

interface ComboboxTexts {
  /** Announced after the list changed: how many options match. */
  count: (count: number) => string;
  noMatch: string;
  hint: string;
}

interface ComboboxProps {
  id?: string;
  label: string;
  required?: boolean;
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string | null;
  /** The field's own words for any error (spec part 2 §5: a title is the message); also its title attribute. */
  title?: string;
  texts: ComboboxTexts;
  /** Typed characters before suggestions show (spec part 2 §5: typeahead default 2); 0 opens the list on a click. */
  minLength?: number;
  /** The pause after typing before the suggestions follow (spec part 2 §5: the country list's 700 ms). */
  delayMs?: number;
  autoComplete?: string;
  /** Option groups in the order the list shows them (a grouped list box); the options' `group` names them. */
  groups?: readonly { key: string; label: string }[];
  /** The options typed text matches, best first; names starting with it, then containing it, by default. */
  match?: (options: readonly ComboboxOption[], text: string) => ComboboxOption[];
  /**
   * Leaving the field with typed text: the option the text names, if any. Without it an option
   * whose name the text is exactly; otherwise the chosen option stays. With it, text naming none
   * leaves no option chosen and the text kept for correcting.
   */
  named?: (text: string, matches: readonly ComboboxOption[]) => ComboboxOption | null;
  /** The most options listed at once. */
  limit?: number;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A type-ahead over a fixed list (the WAI-ARIA combobox with a list box, grouped when the options
 * are): typing shows the matching options after a pause, the arrow keys move through them (and
 * open the whole list), Enter or a click chooses, Escape closes the list (and not the dialog
 * around it); leaving the field takes the option the text names.
 */
export function Combobox({
  id: givenId,
  label,
  required = false,
  options,
  value,
  onChange,
  onBlur,
  error: ruleError,
  title,
  texts,
  minLength = 2,
  delayMs = 700,
  autoComplete = 'off',
  groups,
  match = matchOptions,
  named,
  limit = 50,
  inputRef,
}: ComboboxProps) {
  const error = fieldMessage(ruleError, title);
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-list`;
  const box = useCombobox({ options, value, onChange, onBlur, texts, minLength, delayMs, groups, match, named, limit });
  const { open, matches } = box;
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  const activeOption = open ? matches[box.active] : undefined;
  return (
    <div className={`form-row combobox${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="combobox__field">
        <input
          id={id}
          ref={inputRef}
          className="form-row__control"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && matches.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption ? comboboxOptionId(listId, activeOption) : undefined}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          title={title}
          autoComplete={autoComplete}
          value={box.text}
          onChange={(event) => box.type(event.target.value)}
          onClick={box.click}
          onKeyDown={(event) => handleComboboxKey(event, box)}
          onBlur={box.settle}
        />
        <ComboboxListbox
          listId={listId}
          label={label}
          open={open}
          matches={matches}
          active={box.active}
          value={value}
          groups={groups}
          onChoose={box.choose}
        />
        {open && matches.length === 0 ? (
          // Said by the live region below; shown here, where the list would be, for the eye.
          <p className="combobox__empty" aria-hidden="true">
            {texts.noMatch}
          </p>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="form-row__hint">
        {texts.hint}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {box.announcement}
      </p>
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}
