import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isPhoneNumberValid, PhoneField } from '@/features/travellers/components/step-two/PhoneField';
import { renderWithProviders } from '../../../../support/render';

function Harness({ country = 'DE', initial = '' }: { country?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        id="phone"
        label="Telefon"
        value={value}
        country={country}
        language="de"
        onChange={setValue}
        onBlur={() => undefined}
        error={null}
      />
      <output data-testid="number">{value}</output>
    </>
  );
}

// (A stored number shown again is checked in the browser: e2e/fill-in-step-2.spec.ts.)
describe('the phone field (spec part 2 §5 "Phone", §9)', { timeout: 20_000 }, () => {
  it("takes a national number in the customer's country and hands on the international one", async () => {
    const { user } = await renderWithProviders(<Harness country="AT" />);
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('maxlength', '25');
    await waitFor(() => expect(isPhoneNumberValid('+43 660 1234567')).not.toBeNull(), { timeout: 10_000 });
    await user.type(input, '0660 1234567');
    await waitFor(() => expect(screen.getByTestId('number')).toHaveTextContent('+436601234567'));
  });

  it("checks a number against its country's plan once the rules are there", async () => {
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(isPhoneNumberValid('+491701234567')).toBe(true), { timeout: 10_000 });
    expect(isPhoneNumberValid('+4912')).toBe(false);
    expect(isPhoneNumberValid('+41 44 668 18 00')).toBe(true);
  });

  it('lists Germany, Austria, Switzerland and Luxembourg first', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: /Land der Telefonnummer/ }));
    const names = screen
      .getAllByRole('option')
      .slice(0, 4)
      .map((option) => option.textContent ?? '');
    expect(names.map((name) => name.replace(/\s*\(?\+\d+\)?/, '').trim())).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
      'Luxemburg',
    ]);
  });
});

describe(
  'the phone prefix follows the invoice country until the person changes it (issue 23)',
  { timeout: 20_000 },
  () => {
    function CountryHarness() {
      const [value, setValue] = useState('');
      const [country, setCountry] = useState('DE');
      return (
        <>
          <label>
            Land
            <select value={country} onChange={(event) => setCountry(event.target.value)}>
              <option>DE</option>
              <option>GB</option>
              <option>IT</option>
            </select>
          </label>
          <PhoneField
            id="phone"
            label="Telefon"
            value={value}
            country={country}
            language="de"
            onChange={setValue}
            onBlur={() => undefined}
            error={null}
          />
          <output data-testid="number">{value}</output>
        </>
      );
    }

    it("a national number typed after choosing a UK or Italian address (or typed again after clearing) is saved with that country's prefix", async () => {
      const { user } = await renderWithProviders(<CountryHarness />);
      await waitFor(() => expect(isPhoneNumberValid('+447400123456')).not.toBeNull(), { timeout: 10_000 });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'GB');
      await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '07400 123456');
      await waitFor(() => expect(screen.getByTestId('number')).toHaveTextContent('+447400123456'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'IT');
      await user.clear(screen.getByRole('textbox', { name: 'Telefon' }));
      await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '312 345 6789');
      await waitFor(() => expect(screen.getByTestId('number')).toHaveTextContent('+393123456789'));
    });

    it('a number already typed keeps the prefix it was typed with when the address country changes afterwards', async () => {
      const { user } = await renderWithProviders(<CountryHarness />);
      await waitFor(() => expect(isPhoneNumberValid('+491701234567')).not.toBeNull(), { timeout: 10_000 });
      await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '170 1234567');
      await waitFor(() => expect(screen.getByTestId('number')).toHaveTextContent('+491701234567'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'GB');
      expect(screen.getByTestId('number')).toHaveTextContent('+491701234567');
    });

    it('a prefix the person picked stays when the address country changes', async () => {
      const { user } = await renderWithProviders(<CountryHarness />);
      await waitFor(() => expect(isPhoneNumberValid('+41446681800')).not.toBeNull(), { timeout: 10_000 });
      await user.click(screen.getByRole('button', { name: /Land der Telefonnummer/ }));
      await user.click(screen.getByRole('option', { name: /Schweiz/ }));
      await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '044 668 18 00');
      await waitFor(() => expect(screen.getByTestId('number')).toHaveTextContent('+41446681800'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'GB');
      expect(screen.getByTestId('number')).toHaveTextContent('+41446681800');
    });
  },
);
