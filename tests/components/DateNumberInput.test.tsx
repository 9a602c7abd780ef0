import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateNumberInput } from '@/components/DateNumberInput';

const LABELS = {
  legend: 'Geburtsdatum',
  day: 'Tag',
  month: 'Monat',
  year: 'Jahr',
  placeholders: { day: 'TT', month: 'MM', year: 'JJJJ' },
  error: (code: string) => code,
  valid: 'Datum gültig',
};

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DateNumberInput labels={LABELS} value={value} onChange={setValue} draftKey="asi-date-draft:test" />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

afterEach(() => sessionStorage.clear());

describe('a date typed only in part survives a reload (issue 11 "every field survives a reload")', () => {
  it('keeps the parts for the tab and drops them once the date is complete', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.type(screen.getByLabelText('Geburtsdatum: Tag'), '17');
    await user.type(screen.getByLabelText('Geburtsdatum: Monat'), '05');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    first.unmount();
    render(<Harness />);
    expect(screen.getByLabelText('Geburtsdatum: Tag')).toHaveValue('17');
    expect(screen.getByLabelText('Geburtsdatum: Monat')).toHaveValue('05');
    await user.type(screen.getByLabelText('Geburtsdatum: Jahr'), '1980');
    expect(screen.getByTestId('value')).toHaveTextContent('1980-05-17');
    expect(sessionStorage.getItem('asi-date-draft:test')).toBeNull();
  });

  it('reads a broken draft as nothing', () => {
    sessionStorage.setItem('asi-date-draft:test', '{"day":"<b>","month":12,"year":"20x25"}');
    render(<Harness />);
    expect(screen.getByLabelText('Geburtsdatum: Tag')).toHaveValue('');
    expect(screen.getByLabelText('Geburtsdatum: Jahr')).toHaveValue('2025');
  });
});

describe('the three date fields move on and take a whole date (issue 23)', () => {
  it('typing 12051975 into the day goes on to the month and the year and gives the date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Geburtsdatum: Tag'), '12051975');
    expect(screen.getByLabelText('Geburtsdatum: Tag')).toHaveValue('12');
    expect(screen.getByLabelText('Geburtsdatum: Monat')).toHaveValue('05');
    expect(screen.getByLabelText('Geburtsdatum: Jahr')).toHaveValue('1975');
    expect(screen.getByLabelText('Geburtsdatum: Jahr')).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('1975-05-12');
  });

  it.each(['12051975', '12.05.1975', '1975-05-12'])('pasting %s into any field fills all three', async (text) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Geburtsdatum: Monat'));
    await user.paste(text);
    expect(
      [
        screen.getByLabelText('Geburtsdatum: Tag'),
        screen.getByLabelText('Geburtsdatum: Monat'),
        screen.getByLabelText('Geburtsdatum: Jahr'),
      ].map((input) => (input as HTMLInputElement).value),
    ).toEqual(['12', '05', '1975']);
    expect(screen.getByTestId('value')).toHaveTextContent('1975-05-12');
  });

  it('a person who also tabs between the parts skips none: a Tab right after moving on stays; the next Tab leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">danach</button>
      </>,
    );
    await user.click(screen.getByLabelText('Geburtsdatum: Tag'));
    await user.keyboard('12{Tab}03{Tab}1985');
    expect(screen.getByTestId('value')).toHaveTextContent('1985-03-12');
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'danach' })).toHaveFocus();
    // Shift+Tab goes back as always.
    await user.click(screen.getByLabelText('Geburtsdatum: Tag'));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByLabelText('Geburtsdatum: Tag')).not.toHaveFocus();
  });

  it('a single digit stays in its field; a correction in a full field does not jump', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Geburtsdatum: Tag'), '3');
    expect(screen.getByLabelText('Geburtsdatum: Tag')).toHaveFocus();
    await user.type(screen.getByLabelText('Geburtsdatum: Monat'), '1');
    expect(screen.getByLabelText('Geburtsdatum: Monat')).toHaveFocus();
  });
});
