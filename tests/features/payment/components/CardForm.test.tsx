import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/app/i18n';
import { addPaymentTexts } from '@/features/payment';
import { CardForm } from '@/features/payment/components/CardForm';

async function renderForm(language: 'de' | 'en' = 'de') {
  const i18n = await createI18n(language);
  await addPaymentTexts(i18n, language);
  const onPay = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <CardForm submitLabel="Bezahlen" sending={false} onPay={onPay} />
    </I18nextProvider>,
  );
  return { onPay, user };
}

describe('the card form (spec part 2 §5 "Card")', () => {
  it('lets browsers and password managers fill it: cc-* autocomplete, numeric keyboards', async () => {
    await renderForm();
    const attrs = (name: RegExp) => {
      const field = screen.getByRole('textbox', { name });
      return [field.getAttribute('autocomplete'), field.getAttribute('inputmode')];
    };
    expect(attrs(/^Karteninhaber/)).toEqual(['cc-name', null]);
    expect(attrs(/^Kartennummer/)).toEqual(['cc-number', 'numeric']);
    expect(attrs(/^Gültig bis/)).toEqual(['cc-exp', 'numeric']);
    expect(attrs(/^Sicherheitscode/)).toEqual(['cc-csc', 'numeric']);
  });

  it('says what is missing at each field, focuses the first and pays nothing', async () => {
    const { onPay, user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Bezahlen' }));
    expect(screen.getByText('Bitte gib den Namen des Karteninhabers ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib deine Kartennummer ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib das Ablaufdatum der Karte ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib den Sicherheitscode ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveAccessibleDescription(
      'Bitte gib den Namen des Karteninhabers ein.',
    );
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows the brand as the number is typed and groups the number on leaving it', async () => {
    const { user } = await renderForm();
    const number = screen.getByRole('textbox', { name: /^Kartennummer/ });
    await user.type(number, '5555555555554444');
    expect(number).toHaveAccessibleDescription('Erkannt: Mastercard');
    await user.tab();
    expect(number).toHaveValue('5555 5555 5555 4444');
  });

  it('refuses a wrong check digit, an expired card and a short code with their messages', async () => {
    const { onPay, user } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Karteninhaber/ }), 'Erika Muster');
    await user.type(screen.getByRole('textbox', { name: /^Kartennummer/ }), '4111 1111 1111 1112');
    await user.type(screen.getByRole('textbox', { name: /^Gültig bis/ }), '01/20');
    await user.type(screen.getByRole('textbox', { name: /^Sicherheitscode/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Bezahlen' }));
    expect(screen.getByText('Bitte gib eine gültige Kartennummer ein.')).toBeInTheDocument();
    expect(screen.getByText('Die Karte ist abgelaufen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib einen gültigen Sicherheitscode ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveFocus();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('passes a valid card on, digits only, with its brand (in English too)', async () => {
    const { onPay, user } = await renderForm('en');
    await user.type(screen.getByRole('textbox', { name: /^Cardholder/ }), ' Erika Muster ');
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '3056 930902 5904');
    await user.type(screen.getByRole('textbox', { name: /^Expiry date/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /^Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Bezahlen' }));
    expect(onPay).toHaveBeenCalledWith({
      holder: 'Erika Muster',
      number: '30569309025904',
      expiry: '12/30',
      cvc: '123',
      brand: 'diners',
    });
  });
});
