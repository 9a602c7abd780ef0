import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EquipmentList } from '@/features/extras/components/EquipmentList';
import { selectEquipmentRows } from '@/features/extras/extras-selectors';
import { bookedStore } from '../../../support/catalogue-store';
import { rawKeysIn, renderWithProviders } from '../../../support/render';

describe('train and bus to the start in a group of their own (spec part 1 §3: TRN, TRS train; BUS bus)', () => {
  it.each([
    ['de', 'Ausrüstung', 'Anreise mit Bahn oder Bus', 'Bahn', 'Bus'],
    ['en', 'Equipment', 'Train or bus to the start', 'Train', 'Bus'],
    ['it', 'Attrezzatura', 'Andata in treno o in autobus', 'Treno', 'Autobus'],
  ] as const)(
    '%s: gear in its box, the train and the bus in theirs, each named as what it is',
    async (language, gear, journey, train, bus) => {
      // The store's replies are German (the entries' own names); the page's words are the language's.
      const { store } = await bookedStore('NOF-DOLOMITES', { pax: 2, rooms: ['twin'] });
      const onToggle = vi.fn();
      const { user, container } = await renderWithProviders(
        <EquipmentList
          rows={selectEquipmentRows(store.getState())}
          showErrors={false}
          leftOut={false}
          onToggle={onToggle}
          onDetails={vi.fn()}
        />,
        { store, language },
      );
      const gearBox = screen.getByRole('region', { name: gear });
      const journeyBox = screen.getByRole('region', { name: journey });
      expect(within(gearBox).getAllByRole('listitem')).toHaveLength(1);
      const items = within(journeyBox).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent(`${train}Bahnanreise ab München Hbf`);
      expect(items[1]).toHaveTextContent(`${bus}Bus-Shuttle ab Innsbruck`);
      // Each person rides along or not: one choice per traveller.
      const choices = within(items[0] as HTMLElement).getAllByRole('checkbox');
      expect(choices).toHaveLength(2);
      await user.click(choices[1] as HTMLElement);
      expect(onToggle).toHaveBeenCalledWith(
        expect.objectContaining({ service: expect.objectContaining({ subCategory: 'TRN' }) }),
        1,
      );
      expect(rawKeysIn(container)).toEqual([]);
    },
  );
});
