import { useEffect, useMemo, useRef, useState } from 'react';
import { searchForm as normalise } from '@/domain/search-text';
import { ordered, type ComboboxOption } from './combobox-match';

interface ComboboxBehaviour {
  options: readonly ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur: (() => void) | undefined;
  texts: { count: (count: number) => string; noMatch: string };
  minLength: number;
  delayMs: number;
  groups: readonly { key: string }[] | undefined;
  match: (options: readonly ComboboxOption[], text: string) => ComboboxOption[];
  named: ((text: string, matches: readonly ComboboxOption[]) => ComboboxOption | null) | undefined;
  limit: number;
}

const textOf = (option: ComboboxOption) => option.text ?? option.name;

/**
 * A combobox's text, its open list and active option, and what typing, a click, choosing and
 * leaving the field do to them.
 */
export function useCombobox({
  options,
  value,
  onChange,
  onBlur,
  texts,
  minLength,
  delayMs,
  groups,
  match,
  named,
  limit,
}: ComboboxBehaviour) {
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
  const restore = () => {
    typing.current = false;
    setText(chosenText);
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
      } else restore();
    }
    onBlur?.();
  };
  const type = (next: string) => {
    typing.current = true;
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    if (next.trim().length < minLength) close();
    else if (delayMs === 0) show(next);
    else timer.current = setTimeout(() => show(next), delayMs);
  };
  const click = () => {
    if (minLength === 0 && !open) show(typing.current ? text : '');
  };
  // The arrows on a closed list: what was typed (enough of it) or the whole list, its first or last option active.
  const openList = (fromEnd: boolean) => {
    const typed = typing.current && text.trim().length >= minLength ? text : '';
    show(typed);
    const count = Math.min(match(options, typed).length, limit);
    setActive(fromEnd ? count - 1 : 0);
  };

  return {
    text,
    open,
    matches,
    active,
    setActive,
    announcement,
    choose,
    close,
    restore,
    settle,
    type,
    click,
    openList,
  };
}
