import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleChooser } from '@/features/party/components/ScheduleChooser';
import type { ScheduleItem } from '@/features/party/components/ScheduleTable';
import { createSchedule } from '../../../support/data';
import { renderWithProviders } from '../../../support/render';

const item = (start: string, state: ScheduleItem['state'], bubbles: ScheduleItem['bubbles'] = []): ScheduleItem => ({
  schedule: createSchedule({
    start,
    end: start.replace(/-(\d\d)$/, (_, d: string) => `-${String(Number(d) + 7).padStart(2, '0')}`),
  }),
  state,
  bubbles,
  priceFrom: { price: 2390, room: null },
});
const items = [
  item('2027-01-01', 'select', [{ kind: 'guaranteed' }]),
  item('2027-01-10', 'request'),
  item('2027-01-20', 'full'),
  item('2027-02-01', 'inactive'),
  item('2027-02-10', 'select', [{ kind: 'almostFull', placesLeft: 2 }]),
];

describe('ScheduleChooser for group trips (spec part 1 §2)', () => {
  it('lists every date with its state: select, request, full, inactive', async () => {
    const onSelect = vi.fn();
    const { user } = await renderWithProviders(
      <ScheduleChooser isGroup items={items} chosen={null} onSelect={onSelect} />,
    );
    const table = screen.getByRole('table');
    // Grouped by the month of arrival, each month a heading over its dates.
    const months = [...table.querySelectorAll('tbody > tr > th')];
    expect(months.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Januar 2027', 'rowgroup'],
      ['Februar 2027', 'rowgroup'],
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.classList.contains('schedule-table__row'));
    expect(rows.map((r) => r.querySelector('.schedule-table__action')?.textContent)).toEqual([
      'Auswählen',
      'Anfragen',
      'ausgebucht',
      'nicht buchbar',
      'Auswählen',
    ]);
    // Each fact once per layout: the wide table's copy and the phone row's copy (one hidden by CSS).
    expect(within(rows[0] as HTMLElement).getAllByText('Durchführung garantiert')).toHaveLength(2);
    expect(within(rows[4] as HTMLElement).getAllByText('Fast ausgebucht: nur noch 2 Plätze')).toHaveLength(2);
    expect(rows[0]?.querySelector('.schedule-table__narrow.schedule-table__date')).toHaveTextContent('01.–08.01.');
    await user.click(screen.getByRole('button', { name: 'Termin 10.01.2027 bis 17.01.2027 anfragen' }));
    expect(onSelect).toHaveBeenCalledWith(items[1]?.schedule);
  });

  it('a guide every date shares is named once above the dates, for the phone rows that leave it out', async () => {
    const guide = { id: 7, firstname: 'Anna', lastname: 'Huber', portraitThumbnail: null };
    await renderWithProviders(
      <ScheduleChooser isGroup items={items} sharedGuide={guide} chosen={null} onSelect={vi.fn()} />,
    );
    expect(screen.getByText('Reiseleitung:', { exact: false })).toHaveTextContent('Reiseleitung: Anna Huber');
    expect(screen.getByRole('table')).toHaveClass('schedule-table--guide-shared');
  });

  it('shows the chosen date and changes it in a lightbox that traps focus, closes on Escape and returns focus', async () => {
    const onSelect = vi.fn();
    const chosen = { schedule: items[0]?.schedule ?? createSchedule(), days: 8, bubbles: [], dateCount: 5 };
    const { user } = await renderWithProviders(
      <ScheduleChooser isGroup items={items} chosen={chosen} onSelect={onSelect} />,
    );
    expect(screen.getByText(/01.01.2027 – 08.01.2027/)).toHaveTextContent('01.01.2027 – 08.01.2027 · 8 Tage');
    expect(screen.queryByRole('table')).toBeNull();
    const change = screen.getByRole('button', { name: 'Termin ändern' });
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Termin wählen' });
    expect(within(dialog).getByRole('button', { name: 'Termin 01.01.2027 bis 08.01.2027 auswählen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(change).toHaveFocus();
    await user.click(change);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Termin 10.02.2027 bis 17.02.2027 auswählen' }),
    );
    expect(onSelect).toHaveBeenCalledWith(items[4]?.schedule);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a date chosen from the table on the page puts the focus on its summary, which names itself (the button is gone)', async () => {
    function Harness() {
      const [chosen, setChosen] = useState<Parameters<typeof ScheduleChooser>[0]['chosen']>(null);
      return (
        <ScheduleChooser
          isGroup
          items={items}
          chosen={chosen}
          onSelect={(schedule) => setChosen({ schedule, days: 8, bubbles: [], dateCount: 5 })}
        />
      );
    }
    const { user } = await renderWithProviders(<Harness />);
    const choose = screen.getByRole('button', { name: 'Termin 01.01.2027 bis 08.01.2027 auswählen' });
    choose.focus();
    await user.keyboard('{Enter}');
    const summary = screen.getByRole('group', { name: 'Dein Termin' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('01.01.2027 – 08.01.2027');
  });

  it('offers no change with a single date', async () => {
    const chosen = { schedule: createSchedule(), days: 8, bubbles: [], dateCount: 1 };
    await renderWithProviders(<ScheduleChooser isGroup items={items.slice(0, 1)} chosen={chosen} onSelect={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Termin ändern' })).toBeNull();
  });
});
