import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { airportLabel, airportNamed, matchAirports } from '@/domain/airports';
import type { Airport } from '@/api/schemas';

interface AirportGroupList {
  group: string;
  label: string;
  airports: readonly Airport[];
}

interface AirportPickerProps {
  label: string;
  hint: string;
  groups: readonly AirportGroupList[];
  value: string | null;
  onChange: (code: string | null) => void;
  error: string | null;
  /** Announced when the list changes. */
  countText: (count: number) => string;
  noMatch: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The departure airport as a type-ahead over the grouped list (WAI-ARIA combobox with a grouped
 * list box): the list opens with nothing typed (minimum input 0), narrows as one types (name, city
 * or code), arrow keys move, Enter or a click chooses, Escape closes; leaving the field takes the
 * airport the text names or the only one it matches, and otherwise leaves no airport chosen, the
 * text kept for correcting.
 */
export function AirportPicker({
  label,
  hint,
  groups,
  value,
  onChange,
  error,
  countText,
  noMatch,
  inputRef,
}: AirportPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const all = useMemo(() => groups.flatMap((g) => g.airports), [groups]);
  const chosen = all.find((a) => a.code === value) ?? null;
  const chosenText = chosen ? airportLabel(chosen) : (value ?? '');
  // What is typed counts while typing; otherwise the field names the airport chosen.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typing, setTyping] = useState(false);
  const text = typing ? typed : chosenText;

  const query = typing ? typed : '';
  const matches = useMemo(
    () =>
      matchAirports(
        groups.map((g) => ({ group: g.group, airports: g.airports })),
        query,
      ),
    [groups, query],
  );
  const flat = useMemo(() => matches.flatMap((g) => g.airports), [matches]);
  const labels = useMemo(() => new Map(groups.map((g) => [g.group, g.label])), [groups]);

  const choose = (code: string | null) => {
    setTyping(false);
    setOpen(false);
    setActive(-1);
    onChange(code);
  };
  const settle = () => {
    setOpen(false);
    if (!typing) return;
    setTyping(false);
    if (text.trim() === '') {
      choose(null);
      return;
    }
    // The airport the text names, or the only one it matches; otherwise none (the form says so).
    const named = airportNamed(all, text) ?? (flat.length === 1 ? flat[0] : null);
    if (named) choose(named.code);
    else {
      setTyping(true);
      if (value !== null) onChange(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = flat.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : last);
        return;
      }
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && open) {
      const airport = flat[active];
      if (airport) {
        event.preventDefault();
        choose(airport.code);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        // Closes the list, not the dialog or the page around it.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else {
        setTyping(false);
      }
    }
  };

  const activeAirport = open ? flat[active] : undefined;
  let position = -1;
  return (
    <div className={`form-row airport-picker${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="airport-picker__field">
        <input
          id={id}
          ref={inputRef}
          className="form-row__control"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && flat.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeAirport ? `${listId}-${activeAirport.code}` : undefined}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setTyping(true);
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={settle}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className="airport-picker__list"
          hidden={!open || flat.length === 0}
        >
          {open
            ? matches.map((group) => (
                <div key={group.group} role="group" aria-labelledby={`${listId}-${group.group}-label`}>
                  <div id={`${listId}-${group.group}-label`} role="presentation" className="airport-picker__group">
                    {labels.get(group.group) ?? group.group}
                  </div>
                  {group.airports.map((airport) => {
                    position += 1;
                    const index = position;
                    return (
                      <div
                        key={airport.code}
                        id={`${listId}-${airport.code}`}
                        role="option"
                        tabIndex={-1}
                        aria-selected={index === active}
                        className={`airport-picker__option${index === active ? ' airport-picker__option--active' : ''}${airport.code === value ? ' airport-picker__option--chosen' : ''}`}
                        // Chosen before the field's blur would close the list.
                        onMouseDown={(event) => {
                          event.preventDefault();
                          choose(airport.code);
                        }}
                      >
                        <span>{airport.name}</span> <span className="airport-picker__code">{airport.code}</span>
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
        </div>
      </div>
      {open && flat.length === 0 ? (
        <p className="airport-picker__empty" aria-hidden="true">
          {noMatch}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="form-row__hint">
        {hint}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {open && typing ? (flat.length === 0 ? noMatch : countText(flat.length)) : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-row__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
