import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RoomSelector, type RoomLine } from '@/features/party/components/RoomSelector';
import { createSchedule } from '../../../support/data';
import { renderWithProviders } from '../../../support/render';

let nextScheduleId = 1;
const line = (overrides: Partial<RoomLine> & { roomType?: string; description?: string }): RoomLine => {
  const { roomType = 'twin', description, ...rest } = overrides;
  return {
    schedule: createSchedule({
      roomType,
      id: nextScheduleId++,
      ...(description === undefined ? {} : { roomTypeDescription: description }),
    }),
    count: 0,
    persons: 2,
    canAdd: true,
    canRemove: false,
    availability: null,
    type: { kind: 'group', group: 'twin' },
    partlyUsed: [],
    ...rest,
  };
};

describe('RoomSelector (spec part 1 §2, §4)', () => {
  it('a party made smaller: everyone has a room, and the half-used room is named (issue 39 §6)', async () => {
    await renderWithProviders(
      <RoomSelector
        remaining={0}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
        lines={[line({ count: 2, description: 'Doppelzimmer', partlyUsed: [{ persons: 1, capacity: 2 }] })]}
      />,
    );
    expect(screen.getByText(/Alle Reisenden haben ein Zimmer\./)).toHaveTextContent(
      'Alle Reisenden haben ein Zimmer. Doppelzimmer: nur 1 von 2 Plätzen belegt.',
    );
  });

  it('names each room type, its price, persons and availability', async () => {
    await renderWithProviders(
      <RoomSelector
        remaining={1}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
        lines={[
          line({ availability: { kind: 'few', count: 3 } }),
          line({
            roomType: 'MBZ',
            type: { kind: 'shared', code: 'MBZ' },
            persons: 1,
            availability: { kind: 'onRequest' },
          }),
          line({
            roomType: 'XYZ',
            description: '',
            type: { kind: 'unknown', code: 'XYZ' },
            availability: { kind: 'full' },
            canAdd: false,
          }),
          line({ roomType: 'TREE', description: 'Baumhaus', type: { kind: 'unknown', code: 'TREE' } }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    // An unknown code shows the server's description (docs/api/room-types.md), 'im {code}' without one.
    expect(items.map((i) => i.querySelector('.rooms__name')?.textContent)).toEqual([
      'Doppelzimmer',
      'Mehrbettzimmer (geteilt)',
      'im XYZ',
      'Baumhaus',
    ]);
    expect(within(items[0] as HTMLElement).getByText('nur noch 3 Zimmer frei')).toBeInTheDocument();
    expect(items[0]?.querySelector('.rooms__price')).toHaveTextContent('€ 2.490,– pro Person · für 2 Personen');
    expect(within(items[1] as HTMLElement).getByText('auf Anfrage')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('ausgebucht')).toBeInTheDocument();
    expect(screen.getByText('Noch 1 Person ohne Zimmer.')).toBeInTheDocument();
  });

  it('plus is disabled when the rule says so (and keeps the focus), minus when none is booked; clicks report the schedule', async () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    const twin = line({ count: 1, canRemove: true, canAdd: false });
    const { user } = await renderWithProviders(
      <RoomSelector remaining={0} onAdd={onAdd} onRemove={onRemove} lines={[twin]} />,
    );
    const add = screen.getByRole('button', { name: 'Doppelzimmer hinzufügen' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    add.focus();
    await user.click(add);
    expect(onAdd).not.toHaveBeenCalled();
    expect(add).toHaveFocus();
    expect(screen.getByLabelText('Doppelzimmer: 1 gebucht')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Doppelzimmer entfernen' }));
    expect(onRemove).toHaveBeenCalledWith(twin.schedule);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText('Alle Reisenden haben ein Zimmer.')).toBeInTheDocument();
  });

  it('reads in English and Italian', async () => {
    await renderWithProviders(
      <RoomSelector
        remaining={2}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
        lines={[line({ availability: { kind: 'few', count: 1 } })]}
      />,
      { language: 'it' },
    );
    expect(screen.getByText('Camera doppia')).toBeInTheDocument();
    expect(screen.getByText('solo 1 camera disponibile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi Camera doppia' })).toHaveAttribute('aria-disabled', 'false');
  });
});
