// What typed text matches in a combobox's list.
import { searchForm as normalise } from '@/domain/search-text';

export interface ComboboxOption {
  value: string;
  /** What the list shows. */
  name: string;
  /** What the field reads once the option is chosen; the name when not given. */
  text?: string;
  /** A second, quieter part of the list entry (an airport's code). */
  detail?: string;
  /** The option group it is listed under (see `groups`). */
  group?: string;
}

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

/** With groups, the matches group by group in the groups' order (the order the arrow keys follow). */
export function ordered(matches: ComboboxOption[], groups: readonly { key: string }[] | undefined): ComboboxOption[] {
  if (!groups) return matches;
  return groups.flatMap((group) => matches.filter((option) => option.group === group.key));
}
