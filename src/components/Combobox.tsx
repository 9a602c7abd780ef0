import './combobox.css';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  value: string;
  name: string;
}

interface ComboboxTexts {
  /** Announced after the list changed: how many options match. */
  count: (count: number) => string;
  noMatch: string;
  hint: string;
}

interface ComboboxProps {
  id: string;
  label: string;
  required?: boolean;
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string | null;
  texts: ComboboxTexts;
  /** Typed characters before suggestions show (spec part 2 §5: typeahead default 2). */
  minLength?: number;
  /** The pause after typing before the suggestions follow (spec part 2 §5: the country list's 700 ms). */
  delayMs?: number;
  autoComplete?: string;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The options matching typed text: names starting with it first, then names containing it. */
export function matchOptions(options: readonly ComboboxOption[], text: string): ComboboxOption[] {
  const wanted = normalise(text);
  if (wanted === '') return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const name = normalise(option.name);
    if (name.startsWith(wanted) || option.value.toLowerCase() === wanted) starts.push(option);
    else if (name.includes(wanted)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A type-ahead over a fixed list (the WAI-ARIA combobox with a list box): typing shows the
 * matching options after a pause, the arrow keys move through them, Enter or a click chooses,
 * Escape closes; leaving the field keeps the last chosen option unless the text names another.
 */
export function Combobox({
  id,
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
}: ComboboxProps) {
  const listId = useId();
  const chosenName = useMemo(() => options.find((o) => o.value === value)?.name ?? value, [options, value]);
  const [text, setText] = useState(chosenName);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typing = useRef(false);

  // The chosen option named anew (another language, the list arrived, a value set from outside).
  useEffect(() => {
    if (!typing.current) setText(chosenName);
  }, [chosenName]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const matches = useMemo(() => (query === null ? [] : matchOptions(options, query).slice(0, 50)), [options, query]);
  const open = query !== null;

  const show = (next: string | null) => {
    setQuery(next);
    setActive(-1);
    if (next !== null) {
      const found = matchOptions(options, next).length;
      setAnnouncement(found === 0 ? texts.noMatch : texts.count(found));
    }
  };
  const choose = (option: ComboboxOption) => {
    typing.current = false;
    if (timer.current) clearTimeout(timer.current);
    setText(option.name);
    setQuery(null);
    setAnnouncement('');
    onChange(option.value);
  };
  const close = () => {
    if (timer.current) clearTimeout(timer.current);
    setQuery(null);
  };
  const settle = () => {
    // Leaving the field: the text names an option, or the chosen one stays.
    typing.current = false;
    close();
    const exact = options.find((o) => normalise(o.name) === normalise(text));
    if (exact && exact.value !== value) onChange(exact.value);
    else setText(exact?.name ?? chosenName);
    onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        show(text.length >= minLength && normalise(text) !== normalise(chosenName) ? text : '');
        if (event.key === 'ArrowUp') setActive(Math.min(options.length, 50) - 1);
        else setActive(0);
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
        setText(chosenName);
      }
    }
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  const activeOption = open ? matches[active] : undefined;
  return (
    <div className={`form-row combobox${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="combobox__field">
        <input
          id={id}
          className="form-row__control"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
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
            if (next.trim().length < minLength) {
              close();
              return;
            }
            timer.current = setTimeout(() => show(next), delayMs);
          }}
          onKeyDown={onKeyDown}
          onBlur={settle}
        />
        <div id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
          {open && matches.length === 0 ? <p className="combobox__empty">{texts.noMatch}</p> : null}
          {matches.map((option, index) => (
            <div
              key={option.value}
              id={`${listId}-${option.value}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
              // Chosen before the input's blur would close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.name}
            </div>
          ))}
        </div>
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
