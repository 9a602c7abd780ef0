import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/app/i18n';
import { addPaymentTexts } from '@/features/payment';
import { CardForm } from '@/features/payment/components/CardForm';
import type { PaymentFailure } from '@/domain/payment-page';
import type { CardPayResult } from '@/features/payment';

async function renderForm(
  language: 'de' | 'en' = 'de',
  { initialHolder = '', result = { kind: 'done' } }: { initialHolder?: string; result?: CardPayResult } = {},
) {
  const i18n = await createI18n(language);
  await addPaymentTexts(i18n, language);
  const onPay = vi.fn(() => Promise.resolve(result));
  const user = userEvent.setup();
  const form = (failure: PaymentFailure | null, failures: number) => (
    <I18nextProvider i18n={i18n}>
      <CardForm
        submitLabel="Bezahlen"
        sending={false}
        initialHolder={initialHolder}
        failure={failure}
        failures={failures}
        onPay={onPay}
      />
    </I18nextProvider>
  );
  const { rerender } = render(form(null, 0));
  /** The page's failure as the store would hand it down (a count per failure). */
  const fail = (failure: PaymentFailure, failures: number) => rerender(form(failure, failures));
  return { onPay, user, fail };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4111 1111 1111 1111', cvc = '737') {
  await user.type(screen.getByRole('textbox', { name: /^Karteninhaber/ }), 'Erika Muster');
  await user.type(screen.getByRole('textbox', { name: /^Kartennummer/ }), number);
  await user.type(screen.getByRole('textbox', { name: /^Gültig bis/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: /^Sicherheitscode/ }), cvc);
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

  it('writes the expiry as MM/JJ while it is typed: 1227 shows 12/27, and pays with it', async () => {
    const { user } = await renderForm();
    const expiry = screen.getByRole('textbox', { name: /^Gültig bis/ });
    await user.type(expiry, '1');
    expect(expiry).toHaveValue('1');
    await user.type(expiry, '2');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '27');
    expect(expiry).toHaveValue('12/27');
    await user.type(expiry, '{Backspace}{Backspace}{Backspace}');
    expect(expiry).toHaveValue('12');
  });

  it('says before paying where the card goes and that the bank may ask to confirm (issue 38: no surprise at 3-D Secure)', async () => {
    await renderForm();
    expect(
      screen.getByText(
        'Deine Kartendaten gehen verschlüsselt direkt an unseren Zahlungsdienstleister, nicht an uns. Möglicherweise bittet dich deine Bank, die Zahlung zu bestätigen.',
      ),
    ).toBeInTheDocument();
  });

  it("shows each network's mark beside the words that name them, hidden from screen readers", async () => {
    await renderForm();
    const marks = document.querySelectorAll('svg.card-mark');
    expect(marks).toHaveLength(4);
    marks.forEach((mark) => expect(mark.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(screen.getByText('Wir akzeptieren Visa, Mastercard, Diners Club und Maestro.')).toBeInTheDocument();
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

  it('hands a valid card on as typed, once, with no earlier attempt (in English too)', async () => {
    const { onPay, user } = await renderForm('en');
    await user.type(screen.getByRole('textbox', { name: /^Cardholder/ }), ' Erika Muster ');
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '3056 930902 5904');
    await user.type(screen.getByRole('textbox', { name: /^Expiry date/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /^Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Bezahlen' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onPay).toHaveBeenCalledWith({
      holder: ' Erika Muster ',
      number: '3056 930902 5904',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it("shows the provider's refusal of a field at that field with the spec's message, focuses it, and drops it once the field is changed (issue 38 §1)", async () => {
    const { user, fail } = await renderForm();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Bezahlen' }));
    fail('cvc', 1);
    const cvc = screen.getByRole('textbox', { name: /^Sicherheitscode/ });
    expect(cvc).toHaveFocus();
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    expect(cvc).toHaveAccessibleDescription(/Bitte gib einen gültigen Sicherheitscode ein\./);
    await user.clear(cvc);
    await user.type(cvc, '123');
    expect(cvc).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Bitte gib einen gültigen Sicherheitscode ein.')).not.toBeInTheDocument();
    // A second refusal of the same field shows again.
    fail('cvc', 2);
    expect(screen.getByText('Bitte gib einen gültigen Sicherheitscode ein.')).toBeInTheDocument();
    fail('number', 3);
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveFocus();
    expect(screen.getByText('Bitte gib eine gültige Kartennummer ein.')).toBeInTheDocument();
  });

  it("fills in the holder's name it is given (back from the issuer's page), never a number or code", async () => {
    await renderForm('de', { initialHolder: 'Erika Muster' });
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Sicherheitscode/ })).toHaveValue('');
  });

  it('empties the number, expiry and code when the page goes away (a page the browser keeps for its back button holds none of them)', async () => {
    const { user } = await renderForm();
    await typeCard(user);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Gültig bis/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Sicherheitscode/ })).toHaveValue('');
  });
});
