import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox, matchOptions } from '@/components/Combobox';

const OPTIONS = [
  { value: 'DE', name: 'Deutschland' },
  { value: 'DK', name: 'Dänemark' },
  { value: 'AT', name: 'Österreich' },
  { value: 'CH', name: 'Schweiz' },
  { value: 'NL', name: 'Niederlande' },
];
const TEXTS = {
  count: (n: number) => `${n} Länder gefunden`,
  noMatch: 'Kein Land gefunden',
  hint: 'Tippe den Namen des Landes.',
};

function Harness({ initial = 'DE' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Combobox
        id="country"
        label="Land"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        error={null}
        texts={TEXTS}
      />
      <output data-testid="value">{value}</output>
      <button type="button">weiter</button>
    </>
  );
}

describe("the type-ahead (spec part 2 §5: minimum input 2, the country list's 700 ms)", () => {
  it.each([
    ['', 5],
    ['d', 3],
    ['oster', 1],
    ['land', 2],
    ['xy', 0],
  ])('"%s" matches %i, names starting with it first, accents ignored', (text, count) => {
    expect(matchOptions(OPTIONS, text)).toHaveLength(count);
  });

  it('suggests after a pause from two characters; the arrows and Enter choose; the list is announced', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Land' });
    expect(input).toHaveValue('Deutschland');
    await user.clear(input);
    await user.type(input, 'S');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'chw');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'), { timeout: 2000 });
    expect(screen.getByText('1 Länder gefunden')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringContaining('CH'));
    expect(screen.getByRole('option', { name: 'Schweiz' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('CH');
    expect(input).toHaveValue('Schweiz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens the whole list at once; Escape closes it and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Land' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent('DE');
  });

  it('leaving the field: an exact name is chosen, anything else brings the chosen country back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Land' });
    await user.clear(input);
    await user.type(input, 'niederlande');
    await user.click(screen.getByRole('button', { name: 'weiter' }));
    expect(screen.getByTestId('value')).toHaveTextContent('NL');
    expect(input).toHaveValue('Niederlande');
    await user.clear(input);
    await user.type(input, 'Nieder');
    await user.click(screen.getByRole('button', { name: 'weiter' }));
    expect(screen.getByTestId('value')).toHaveTextContent('NL');
    expect(input).toHaveValue('Niederlande');
  });

  it('a click on an option chooses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Land' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Österreich' }));
    expect(screen.getByTestId('value')).toHaveTextContent('AT');
  });
});

describe('the combobox with option groups (the departure airport: minimum input 0, spec part 2 §3)', () => {
  const AIRPORTS = [
    { value: 'MUC', name: 'München', text: 'München (MUC)', detail: 'MUC', group: 'DE' },
    { value: 'FRA', name: 'Frankfurt', text: 'Frankfurt (FRA)', detail: 'FRA', group: 'DE' },
    { value: 'VIE', name: 'Wien', text: 'Wien (VIE)', detail: 'VIE', group: 'AT' },
  ];
  const GROUPS = [
    { key: 'AT', label: 'Österreich' },
    { key: 'DE', label: 'Deutschland' },
  ];

  function Airports() {
    const [value, setValue] = useState('');
    return (
      <>
        <Combobox
          label="Abflughafen"
          options={AIRPORTS}
          value={value}
          onChange={setValue}
          error={null}
          texts={{ count: (n) => `${n} Flughäfen`, noMatch: 'Kein Flughafen', hint: '' }}
          minLength={0}
          delayMs={0}
          groups={GROUPS}
          named={(text, matches) =>
            AIRPORTS.find((a) => a.value === text.trim().toUpperCase()) ??
            (matches.length === 1 ? (matches[0] ?? null) : null)
          }
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }

  it('opens on a click, lists by group in the groups order, and the arrows follow that order', async () => {
    const user = userEvent.setup();
    render(<Airports />);
    const input = screen.getByRole('combobox', { name: 'Abflughafen' });
    await user.click(input);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Österreich',
      'Deutschland',
    ]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Wien VIE',
      'München MUC',
      'Frankfurt FRA',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('München (MUC)');
    expect(screen.getByTestId('value')).toHaveTextContent('MUC');
  });

  it('leaving the field takes the airport the text names, or the only match; otherwise none, the text kept', async () => {
    const user = userEvent.setup();
    render(<Airports />);
    const input = screen.getByRole('combobox', { name: 'Abflughafen' });
    await user.type(input, 'fra');
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('FRA');
    expect(input).toHaveValue('Frankfurt (FRA)');
    await user.clear(input);
    await user.type(input, 'xyz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Shown beside the closed list and said by the live region.
    expect(screen.getAllByText('Kein Flughafen')).toHaveLength(2);
    await user.tab();
    expect(input).toHaveValue('xyz');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });
});
