import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { YearSelect } from '@/features/party/components/YearSelect';
import { renderWithProviders } from '../../../support/render';

// Spec part 1 §2: 'A year selector (year query parameter, travel detail anchor) appears when more than one year exists.'
describe('the year selector: a link per year', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function renderYears(value: number | null, onChange = vi.fn()) {
    window.history.replaceState(null, '', '/b/GRP-ALPS?date=2027-05-01#/schedule');
    await renderWithProviders(
      <MemoryRouter>
        <YearSelect years={[2026, 2027]} value={value} onChange={onChange} />
      </MemoryRouter>,
    );
    return onChange;
  }

  it('links every year to the dates of that year, the chosen one marked', async () => {
    await renderYears(2027);
    const nav = screen.getByRole('navigation', { name: 'Reisejahr' });
    expect(within(nav).getByRole('link', { name: '2026' })).toHaveAttribute(
      'href',
      '/b/GRP-ALPS?date=2027-05-01&year=2026#/schedule',
    );
    expect(within(nav).getByRole('link', { name: 'Alle Jahre' })).toHaveAttribute(
      'href',
      '/b/GRP-ALPS?date=2027-05-01#/schedule',
    );
    expect(within(nav).getByRole('link', { name: '2027' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: '2026' })).not.toHaveAttribute('aria-current');
  });

  it('a plain click shows the year here; a click for another tab is left to the browser', async () => {
    const onChange = await renderYears(null);
    const link = screen.getByRole('link', { name: '2026' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onChange).toHaveBeenCalledWith(2026);
    onChange.mockClear();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is not shown for a single year', async () => {
    window.history.replaceState(null, '', '/b/GRP-ALPS');
    await renderWithProviders(
      <MemoryRouter>
        <YearSelect years={[2027]} value={null} onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
