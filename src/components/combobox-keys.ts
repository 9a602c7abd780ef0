import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import type { ComboboxOption } from './combobox-match';

interface ComboboxKeyTarget {
  open: boolean;
  matches: readonly ComboboxOption[];
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  openList: (fromEnd: boolean) => void;
  choose: (option: ComboboxOption) => void;
  close: () => void;
  /** Back to the chosen option's text, what was typed dropped. */
  restore: () => void;
}

/**
 * A combobox's keys: the arrows open the list and move through it (round at either end), Enter
 * chooses the active option, Escape closes the list (and not the dialog around it) or, closed,
 * drops what was typed.
 */
export function handleComboboxKey(event: KeyboardEvent<HTMLInputElement>, box: ComboboxKeyTarget): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (!box.open) {
      box.openList(event.key === 'ArrowUp');
      return;
    }
    const last = box.matches.length - 1;
    box.setActive((current) =>
      event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
    );
  } else if (event.key === 'Enter') {
    const option = box.matches[box.active];
    if (box.open && option) {
      event.preventDefault();
      box.choose(option);
    }
  } else if (event.key === 'Escape') {
    if (box.open) {
      event.preventDefault();
      event.stopPropagation();
      box.close();
    } else box.restore();
  }
}
