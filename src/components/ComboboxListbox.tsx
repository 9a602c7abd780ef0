import { useMemo } from 'react';
import type { ComboboxOption } from './combobox-match';

/** The id of an option in the list box `listId`, for `aria-activedescendant`. */
export const comboboxOptionId = (listId: string, option: ComboboxOption) => `${listId}-${option.value}`;

interface ComboboxListboxProps {
  listId: string;
  label: string;
  open: boolean;
  matches: readonly ComboboxOption[];
  active: number;
  /** The chosen option's value, '' for none. */
  value: string;
  groups: readonly { key: string; label: string }[] | undefined;
  onChoose: (option: ComboboxOption) => void;
}

/** The combobox's list box: the matching options, under their group's name when the options have groups. */
export function ComboboxListbox({
  listId,
  label,
  open,
  matches,
  active,
  value,
  groups,
  onChoose,
}: ComboboxListboxProps) {
  const positions = useMemo(() => new Map(matches.map((option, index) => [option, index])), [matches]);
  const renderOption = (option: ComboboxOption) => {
    const index = positions.get(option) ?? -1;
    return (
      <div
        key={option.value}
        id={comboboxOptionId(listId, option)}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        className={`combobox__option${index === active ? ' combobox__option--active' : ''}${option.value === value ? ' combobox__option--chosen' : ''}`}
        // Chosen before the input's blur would close the list.
        onMouseDown={(event) => {
          event.preventDefault();
          onChoose(option);
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
  );
}
