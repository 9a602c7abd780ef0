import './combobox.css';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchForm as normalise } from '@/domain/search-text';
import { matchOptions, ordered, type ComboboxOption } from './combobox-match';

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

const textOf = (option: ComboboxOption) => option.text ?? option.name;

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
  error,
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
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-list`;
  const chosenText = useMemo(() => {
    const chosen = options.find((o) => o.value === value);
    return chosen ? textOf(chosen) : value;
  }, [options, value]);
  const [text, setText] = useState(chosenText);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typing = useRef(false);

  // The chosen option named anew (another language, the list arrived, a value set from outside).
  useEffect(() => {
    if (!typing.current) setText(chosenText);
  }, [chosenText]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const matches = useMemo(
    () => (query === null ? [] : ordered(match(options, query), groups).slice(0, limit)),
    [options, query, match, groups, limit],
  );
  const open = query !== null;
  const positions = useMemo(() => new Map(matches.map((option, index) => [option, index])), [matches]);

  const show = (next: string | null) => {
    setQuery(next);
    setActive(-1);
    // Said after typing (and for a list that needs typing, also when the arrows open it); how many match in all.
    if (next !== null && (typing.current || minLength > 0)) {
      const found = match(options, next).length;
      setAnnouncement(found === 0 ? texts.noMatch : texts.count(found));
    }
  };
  const close = () => {
    if (timer.current) clearTimeout(timer.current);
    setQuery(null);
    setAnnouncement('');
  };
  const choose = (option: ComboboxOption) => {
    typing.current = false;
    close();
    setText(textOf(option));
    // The same option again changes nothing (a form field stays as it was).
    if (option.value !== value) onChange(option.value);
  };
  const settle = () => {
    // Leaving the field: the text names an option, or (without `named`) the chosen one stays.
    close();
    if (typing.current) {
      const found = named
        ? text.trim() === ''
          ? null
          : named(text, match(options, text))
        : (options.find((o) => normalise(o.name) === normalise(text)) ?? null);
      if (found) choose(found);
      else if (named) {
        // Nothing named: no option chosen, the text kept for correcting (an empty field is done).
        typing.current = text.trim() !== '';
        if (value !== '') onChange('');
      } else {
        typing.current = false;
        setText(chosenText);
      }
    }
    onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        const typed = typing.current && text.trim().length >= minLength ? text : '';
        show(typed);
        const count = Math.min(match(options, typed).length, limit);
        setActive(event.key === 'ArrowUp' ? count - 1 : 0);
        return;
      }
      const last = matches.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      const option = matches[active];
      if (open && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else {
        typing.current = false;
        setText(chosenText);
      }
    }
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  const activeOption = open ? matches[active] : undefined;
  const optionId = (option: ComboboxOption) => `${listId}-${option.value}`;
  const renderOption = (option: ComboboxOption) => {
    const index = positions.get(option) ?? -1;
    return (
      <div
        key={option.value}
        id={optionId(option)}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        className={`combobox__option${index === active ? ' combobox__option--active' : ''}${option.value === value ? ' combobox__option--chosen' : ''}`}
        // Chosen before the input's blur would close the list.
        onMouseDown={(event) => {
          event.preventDefault();
          choose(option);
        }}
      >
        <span>{option.name}</span>
        {option.detail ? (
          <>
            {' '}
            <span className="combobox__detail">{option.detail}</span>
          </>
        ) : null}
      </div>
    );
  };
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
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            typing.current = true;
            setText(next);
            if (timer.current) clearTimeout(timer.current);
            if (next.trim().length < minLength) close();
            else if (delayMs === 0) show(next);
            else timer.current = setTimeout(() => show(next), delayMs);
          }}
          onClick={() => {
            if (minLength === 0 && !open) show(typing.current ? text : '');
          }}
          onKeyDown={onKeyDown}
          onBlur={settle}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className="combobox__list"
          hidden={!open || matches.length === 0}
        >
          {groups
            ? groups.map((group) => {
                const inGroup = matches.filter((option) => option.group === group.key);
                return inGroup.length === 0 ? null : (
                  <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}-label`}>
                    <div id={`${listId}-${group.key}-label`} role="presentation" className="combobox__group">
                      {group.label}
                    </div>
                    {inGroup.map(renderOption)}
                  </div>
                );
              })
            : matches.map(renderOption)}
        </div>
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
        {announcement}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-row__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
