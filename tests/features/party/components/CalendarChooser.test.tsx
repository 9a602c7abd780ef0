import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CalendarChooser, { type CalendarDayOption } from '@/features/party/components/CalendarChooser';
import { addDays, toServerDate } from '@/domain/format/index';
import { createSchedule } from '../../../support/data';
import { renderWithProviders } from '../../../support/render';

const base = toServerDate(new Date(2027, 2, 1));
const day = (offset: number, price: number, roomType = 'twin'): CalendarDayOption => {
  const date = addDays(base, offset);
  return {
    date,
    end: addDays(date, 9),
    days: 10,
    priceFrom: { price, room: roomType === 'single' ? { roomType, description: '' } : null },
    bookable: true,
    schedule: createSchedule({ start: date, end: addDays(date, 9), price, roomType }),
  };
};
const all = [day(2, 1890), day(3, 1950), day(5, -1)];
const single = [day(3, 2290, 'single')];

describe('CalendarChooser (spec part 1 §2, §5)', () => {
  it('only days with a date can be picked, each with its price; choosing needs a picked day', async () => {
    const onChoose = vi.fn();
    const { user } = await renderWithProviders(
      <CalendarChooser days={{ all, single }} chosenStart={null} onChoose={onChoose} />,
    );
    const choose = screen.getByRole('button', { name: 'Termin wählen' });
    expect(choose).toBeDisabled();
    expect(screen.getByRole('button', { name: '03.03.2027, ab €\u00a01.890,–' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '06.03.2027, auf Anfrage' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '05.03.2027, nicht buchbar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '04.03.2027, ab €\u00a01.950,–' }));
    expect(screen.getByText(/Anreise 04.03.2027 · Abreise 13.03.2027 · 10 Tage/)).toBeInTheDocument();
    await user.click(choose);
    expect(onChoose).toHaveBeenCalledWith(all[1]?.schedule);
  });

  it('the single-traveller filter leaves only days with a single room', async () => {
    const { user } = await renderWithProviders(
      <CalendarChooser days={{ all, single }} chosenStart={null} onChoose={vi.fn()} />,
    );
    await user.click(screen.getByLabelText('Nur Termine mit Einzelzimmer'));
    expect(screen.getByRole('button', { name: '03.03.2027, nicht buchbar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '04.03.2027, ab €\u00a02.290,– im Einzelzimmer' })).toBeEnabled();
  });

  it("spec part 1 §2: a day's lowest price names its room where it is not the twin room, in the label and the summary", async () => {
    const triple = {
      ...day(9, 1790, 'triple'),
      priceFrom: { price: 1790, room: { roomType: 'triple', description: '' } },
    };
    const { user } = await renderWithProviders(
      <CalendarChooser days={{ all: [...all, triple], single }} chosenStart={null} onChoose={vi.fn()} />,
      { language: 'it' },
    );
    await user.click(screen.getByRole('button', { name: /^10\.03\.2027, .*1\.790,– in camera tripla$/ }));
    expect(screen.getByText(/1\.790,–/).closest('p')).toHaveTextContent(/€\s1\.790,– in camera tripla$/);
  });

  it('shows the chosen stay as a range and weeks start on Monday', async () => {
    await renderWithProviders(
      <CalendarChooser days={{ all, single }} chosenStart={all[0]?.date ?? null} onChoose={vi.fn()} />,
      { language: 'en' },
    );
    // 1 March 2027 is a Monday: it opens the first week.
    expect(document.querySelector('.rdp-weekday')?.textContent).toBe('Mo');
    expect(within(screen.getByRole('grid')).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2027-03-01');
    expect(document.querySelectorAll('.calendar__stay').length).toBe(10);
    expect(screen.getByRole('button', { name: 'Choose these dates' })).toBeEnabled();
  });

  it('is a range picker: a click on a day selects its arrival and departure, another day moves the stay (spec part 1 §2)', async () => {
    const { user } = await renderWithProviders(
      <CalendarChooser days={{ all, single }} chosenStart={null} onChoose={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: '04.03.2027, ab €\u00a01.950,–' }));
    const selected = () =>
      [...document.querySelectorAll('[aria-selected="true"]')].map((cell) => cell.getAttribute('data-day'));
    expect(selected()).toHaveLength(10);
    expect(document.querySelector('.rdp-range_start')?.getAttribute('data-day')).toBe('2027-03-04');
    expect(document.querySelector('.rdp-range_end')?.getAttribute('data-day')).toBe('2027-03-13');
    await user.click(screen.getByRole('button', { name: '03.03.2027, ab €\u00a01.890,–' }));
    expect(document.querySelector('.rdp-range_start')?.getAttribute('data-day')).toBe('2027-03-03');
    expect(document.querySelector('.rdp-range_end')?.getAttribute('data-day')).toBe('2027-03-12');
  });
});
