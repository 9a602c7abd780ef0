import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Combobox } from '@/components/Combobox';
import { TextField } from '@/components/TextField';

// Spec part 2 §5, messages: 'field title attribute present: the title is the message'.
describe('a field with a title says its title as its message', () => {
  it('a text field with an error and a title shows the title, tied to the field', () => {
    render(
      <TextField
        id="zip"
        label="PLZ"
        title="Bitte gib die Postleitzahl ohne Leerzeichen ein."
        error="Dieser Wert ist nicht korrekt."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'PLZ' });
    expect(field).toHaveAccessibleDescription('Bitte gib die Postleitzahl ohne Leerzeichen ein.');
    expect(screen.queryByText('Dieser Wert ist nicht korrekt.')).toBeNull();
  });

  it('without an error a title shows no message; without a title the rule speaks', () => {
    const { rerender } = render(<TextField id="zip" label="PLZ" title="Nur Ziffern" error={null} />);
    expect(screen.queryByText('Nur Ziffern', { selector: 'p' })).toBeNull();
    rerender(<TextField id="zip" label="PLZ" error="Dieser Wert ist nicht korrekt." />);
    expect(screen.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription('Dieser Wert ist nicht korrekt.');
  });

  it('the airport combobox says its own words instead of the generic required message', () => {
    render(
      <Combobox
        label="Abflughafen"
        options={[{ value: 'MUC', name: 'München' }]}
        value=""
        onChange={() => undefined}
        error="Abflughafen ist ein Pflichtfeld"
        title="Wähle einen Flughafen aus der Liste"
        texts={{ count: () => '', noMatch: '', hint: 'Tippe den Namen.' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Abflughafen' })).toHaveAccessibleDescription(
      'Wähle einen Flughafen aus der Liste Tippe den Namen.',
    );
    expect(screen.queryByText('Abflughafen ist ein Pflichtfeld')).toBeNull();
  });
});
