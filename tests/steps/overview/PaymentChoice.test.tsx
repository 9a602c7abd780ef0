import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flightRequestChosen } from '@/features/arrival';
import { paymentMethodChosen, selectPaymentType } from '@/features/checkout';
import { selectSubmitKind } from '@/features/pricing';
import { PaymentChoice } from '@/steps/overview/PaymentChoice';
import { renderWithProviders } from '../../support/render';
import { overviewStore } from '../../support/step-two';

describe('the payment choice (spec part 2 §6, §9)', () => {
  it('offers the eight methods by name, none chosen, and marks a missing choice', async () => {
    const store = await overviewStore('GRP-ALPS');
    const { user } = await renderWithProviders(<PaymentChoice showErrors />, { store });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'VISA',
      'MASTERCARD',
      'DINERS',
      'VISA_DEBIT',
      'MASTERCARD_DEBIT',
      'MAESTRO',
      'INSTANT_TRANSFER',
      'BILL',
    ]);
    for (const name of [
      'Visa',
      'Mastercard',
      'Diners Club',
      'Visa Debit',
      'Mastercard Debit',
      'Maestro',
      'Sofortüberweisung',
      'Rechnung',
    ]) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
      // Written and read once: the mark beside it is hidden from screen readers (issue 23, not 'VISA Visa').
      const label = screen.getByRole('radio', { name }).closest('label')?.cloneNode(true) as HTMLElement;
      label.querySelectorAll('[aria-hidden="true"]').forEach((mark) => mark.remove());
      expect(label.textContent?.trim()).toBe(name);
    }
    expect(screen.getByRole('group', { name: /Wie möchtest du bezahlen/ })).toHaveAccessibleDescription(
      'Bitte wähle eine Zahlungsart.',
    );
    await user.click(screen.getByRole('radio', { name: 'Maestro' }));
    expect(selectPaymentType(store.getState())).toBe('CARD');
    expect(screen.queryByText('Bitte wähle eine Zahlungsart.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Rechnung' }));
    expect(store.getState().booking.checkout.paymentMethod).toBe('BILL');
    expect(selectPaymentType(store.getState())).toBe('BILL');
  });

  it('without a card payment provider no card is offered, and a card chosen before counts as none (issue 38 §3)', async () => {
    const store = await overviewStore('GRP-ALPS', { canPayByCard: false });
    store.dispatch(paymentMethodChosen('VISA'));
    await renderWithProviders(<PaymentChoice showErrors />, { store });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'INSTANT_TRANSFER',
      'BILL',
    ]);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(selectPaymentType(store.getState())).toBeNull();
    expect(screen.getByText('Bitte wähle eine Zahlungsart.')).toBeInTheDocument();
    // No card, so no word about card data.
    expect(screen.queryByText(/Kartendaten/)).toBeNull();
  });

  it("each card method shows its network's own mark (Visa Debit as Visa), and the payment is said to be secure (issue 39 §3)", async () => {
    const store = await overviewStore('GRP-ALPS');
    await renderWithProviders(<PaymentChoice showErrors={false} />, { store });
    const markOf = (name: string) =>
      screen.getByRole('radio', { name }).closest('label')?.querySelector('svg.card-mark')?.innerHTML ?? '';
    expect(markOf('Visa')).toContain('VISA');
    expect(markOf('Visa Debit')).toBe(markOf('Visa'));
    expect(markOf('Mastercard')).toContain('#eb001b');
    expect(markOf('Mastercard Debit')).toBe(markOf('Mastercard'));
    expect(markOf('Maestro')).toContain('#009ddd');
    expect(markOf('Diners Club')).toContain('#0079be');
    expect(markOf('Sofortüberweisung')).toBe('');
    expect(
      screen.getByText(
        'Sichere Zahlung: deine Kartendaten gibst du erst nach der Buchung auf der verschlüsselten Zahlungsseite ein.',
      ),
    ).toBeInTheDocument();
  });

  it('an agency does not pay online', async () => {
    const store = await overviewStore('GRP-ALPS', { login: 'agentur@example.com' });
    await renderWithProviders(<PaymentChoice showErrors />, { store });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(
      screen.getByText('Als Reisebüro zahlst du nicht online: die Rechnung geht an dein Reisebüro.'),
    ).toBeInTheDocument();
  });

  it("a direct-payment agency's customer gets the payment link by e-mail (spec part 2 §6)", async () => {
    const store = await overviewStore('GRP-ALPS', { login: 'direkt@example.com' });
    await renderWithProviders(<PaymentChoice showErrors />, { store });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(
      screen.getByText(
        'Als Reisebüro zahlst du nicht online: deine Kundin oder dein Kunde erhält nach der Buchung einen Zahlungslink per E-Mail.',
      ),
    ).toBeInTheDocument();
  });

  it('a booking on request is not paid online', async () => {
    // A flight from another airport is requested, which puts the booking on request (spec part 2 §4).
    const store = await overviewStore('GRP-ALPS');
    store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    expect(selectSubmitKind(store.getState())).toBe('request');
    await renderWithProviders(<PaymentChoice showErrors />, { store });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(
      screen.getByText('Bei einer Anfrage zahlst du nicht online: du zahlst erst, wenn wir sie bestätigt haben.'),
    ).toBeInTheDocument();
  });
});
