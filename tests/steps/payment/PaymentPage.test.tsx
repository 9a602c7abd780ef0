import type { Language } from '@/config/language';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import { addPaymentTexts, makePaymentStore } from '@/features/payment';
import { PaymentPage } from '@/steps/payment/PaymentPage';
import { deadlineReached } from '@/features/payment/payment-slice';
import { payBooking } from '@/api/payment';
import { createTestClient } from '../../support/api';
import { mock } from '../../support/mock-server';

async function renderPage(
  bookingNo: string,
  language: Language = 'de',
  salesContact: { phone: string; email: string } | null = null,
) {
  const i18n = await createI18n(language);
  await addPaymentTexts(i18n, language);
  const store = makePaymentStore(createTestClient(language));
  const actions: UnknownAction[] = [];
  store.subscribe(() => undefined);
  const dispatch = store.dispatch;
  // Every action the page dispatches, to check no card data travels through the store.
  store.dispatch = ((action: unknown) => {
    if (typeof action === 'object' && action !== null) actions.push(action as UnknownAction);
    return dispatch(action as UnknownAction);
  }) as typeof store.dispatch;
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <PaymentPage bookingNo={bookingNo} salesContact={salesContact} />
      </Provider>
    </I18nextProvider>,
  );
  return { store, user, actions };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByRole('textbox', { name: /^Karteninhaber/ }), 'Erika Muster');
  await user.type(screen.getByRole('textbox', { name: /^Kartennummer/ }), number);
  await user.type(screen.getByRole('textbox', { name: /^Gültig bis/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: /^Sicherheitscode/ }), '737');
}

function payBodies() {
  const bodies: { url: string; key: string | null; body: unknown }[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/fapi/booking/pay/'))
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          bodies.push({ url: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key'), body });
        });
  });
  return bodies;
}

describe('the payment page of a booking (spec part 2 §2, §7, §8)', () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
  });

  it('greets, names the trip and the departure, and says the balance is overdue', async () => {
    await renderPage('ASI-9001');
    expect(await screen.findByText('Hallo Frau Muster,')).toBeInTheDocument();
    expect(screen.getByText('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeInTheDocument();
    expect(screen.getByText('€ 1.568,–')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Die Restzahlung für deine Buchung ist überfällig. Bitte bezahle den offenen Betrag von € 1.568,– jetzt.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sofortüberweisung' })).not.toBeChecked();
    expect(screen.getByText('Bezahle innerhalb von')).toBeInTheDocument();
  });

  it('a booking just made on the site greets its customer (the request names them `user`) and asks for the deposit', async () => {
    mock.db.state.bookings.push({
      bookingNo: 'ASI-100042',
      travelCode: 'GRP-ALPS',
      createdAt: new Date().toISOString(),
      language: 'de',
      payload: {
        user: { gender: 'female', title: null, firstname: 'Erika', lastname: 'Muster' },
        schedule: { start: '2027-06-12' },
        totals: { totalPrice: 4980, deposit: 996 },
      },
    });
    await renderPage('ASI-100042');
    expect(await screen.findByText('Hallo Frau Muster,')).toBeInTheDocument();
    expect(screen.getAllByText(/996,–/).length).toBeGreaterThan(0);
  });

  it('pays by card: the card goes to POST /fapi/booking/pay/{no}/CARD and nowhere else', async () => {
    const { user, store, actions } = await renderPage('ASI-9001');
    const bodies = payBodies();
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toHaveFocus();
    expect(
      screen.getByText(
        'Wir haben deine Zahlung über € 1.568,– erhalten. Eine Bestätigung schicken wir dir per E-Mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Kartennummer/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Zahlung eingegangen – deine Buchung');
    expect(bodies).toEqual([
      {
        url: '/fapi/booking/pay/ASI-9001/CARD',
        key: expect.stringMatching(/^[\w-]+$/),
        body: {
          amount: 1568,
          card: { holder: 'Erika Muster', number: '4111111111111111', expiry: '12/30', cvc: '737', brand: 'visa' },
        },
      },
    ]);
    const seen = JSON.stringify({
      state: store.getState(),
      actions,
      storage: { ...window.localStorage },
      session: { ...window.sessionStorage },
      url: window.location.href,
    });
    // Not as a part of a longer run of hex digits: the payment's random idempotency key may hold '737'.
    expect(seen).not.toMatch(/(?<![\da-f])4111/i);
    expect(seen).not.toMatch(/(?<![\da-f])737(?![\da-f])/i);
  });

  it('a declined card shows its message and keeps what was typed', async () => {
    const { user } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' }));
    const declined = await screen.findByText(
      'Die Zahlung wurde abgelehnt oder abgebrochen. Bitte wende dich an deine Bank oder wähle eine andere Zahlungsart.',
    );
    expect(declined).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('4000 0000 0000 0002');
  });

  it("a provider's failure shows the general error (Italian words of the spec)", async () => {
    const { user } = await renderPage('ASI-9001', 'it');
    await screen.findByText('Gentile signora Muster,');
    await user.type(screen.getByRole('textbox', { name: /^Titolare/ }), 'Erika Muster');
    await user.type(screen.getByRole('textbox', { name: /^Numero della carta/ }), '4000000000000119');
    await user.type(screen.getByRole('textbox', { name: /^Scadenza/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /^Codice/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Paga ora € 1.568,–' }));
    expect(
      await screen.findByText("C'è un errore. Riprova più tardi o contatta il nostro team di vendita."),
    ).toHaveFocus();
  });

  it('pays by instant transfer without a card form', async () => {
    const { user } = await renderPage('ASI-9004', 'en');
    const bodies = payBodies();
    expect(await screen.findByText('Hello Alex Muster,')).toBeInTheDocument();
    expect(screen.queryByText('Pay within')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Instant bank transfer' }));
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay € 356,50 now' }));
    expect(await screen.findByText('Thank you for your payment!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        url: '/fapi/booking/pay/ASI-9004/INSTANT_TRANSFER',
        key: expect.stringMatching(/^[\w-]+$/),
        body: { amount: 356.5 },
      },
    ]);
  });

  it('starts with the way to pay chosen with the booking: an instant transfer, or the card (issue 23)', async () => {
    await renderPage('ASI-9004', 'en');
    expect(await screen.findByRole('radio', { name: 'Instant bank transfer' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Card number/, hidden: true })).not.toBeVisible();
    cleanup();
    await renderPage('ASI-9001');
    expect(await screen.findByRole('radio', { name: /^Kreditkarte/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toBeVisible();
  });

  it('an already paid booking says so and offers no payment', async () => {
    await renderPage('ASI-9002');
    expect(await screen.findByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeInTheDocument();
    expect(screen.getByText('Hallo Herr Dr. Muster,')).toBeInTheDocument();
    expect(document.title).toBe('Bereits bezahlt – deine Buchung');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bezahlen/ })).not.toBeInTheDocument();
  });

  it('the finish event of the countdown ends paying', async () => {
    const { store } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    store.dispatch(deadlineReached());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Frist für die Online-Zahlung ist abgelaufen. Bitte wende dich an unser Verkaufsteam.',
    );
    expect(document.title).toBe('Zahlungsfrist abgelaufen – deine Buchung');
    expect(screen.queryByRole('button', { name: /bezahlen/ })).not.toBeInTheDocument();
  });

  it('after the deadline it says how to reach the sales team, from the page configuration (issue 23)', async () => {
    const { store } = await renderPage('ASI-9001', 'en', { phone: '+49 89 1234 5678', email: 'verkauf@example.com' });
    await screen.findByText(/^Hello/);
    store.dispatch(deadlineReached());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('How to reach our sales team: Phone +49 89 1234 5678 · E-mail verkauf@example.com');
    expect(within(alert).getByRole('link', { name: '+49 89 1234 5678' })).toHaveAttribute('href', 'tel:+498912345678');
    expect(within(alert).getByRole('link', { name: 'verkauf@example.com' })).toHaveAttribute(
      'href',
      'mailto:verkauf@example.com',
    );
  });

  it('a payment sent again after no answer repeats its key, which the server answers as the first time', async () => {
    const { user } = await renderPage('ASI-9001');
    const bodies = payBodies();
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    mock.db.fail('booking', { kind: 'network', times: 1 });
    await user.click(screen.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' }));
    expect(
      await screen.findByText(
        'Es ist ein Fehler aufgetreten. Bitte versuche es später erneut oder kontaktiere unser Verkaufsteam.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.key).toBe(bodies[1]?.key);
    // Had the first one been charged, its key would get its answer again, not a second charge.
    const client = createTestClient('de');
    const body = bodies[1]?.body as Parameters<typeof payBooking>[3];
    await expect(
      payBooking(client, 'ASI-9001', 'CARD', body, { idempotencyKey: bodies[1]?.key ?? '' }),
    ).resolves.toMatchObject({ paid: true });
    await expect(
      payBooking(client, 'ASI-9001', 'CARD', body, { idempotencyKey: 'another-attempt' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('switching to instant transfer and back keeps the card typed; the method is locked while paying', async () => {
    const { user } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('radio', { name: 'Sofortüberweisung' }));
    expect(screen.queryByRole('textbox', { name: /^Kartennummer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Kreditkarte/ }));
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
  });

  it('an address without a booking number says so and asks the server nothing', async () => {
    await renderPage('');
    expect(
      await screen.findByText(
        'Diese Adresse nennt keine gültige Buchungsnummer. Bitte nutze den Link aus deiner E-Mail.',
      ),
    ).toBeInTheDocument();
  });

  it('an unknown booking says so, without a retry', async () => {
    await renderPage('ASI-0000');
    expect(
      await screen.findByText('Zur Buchungsnummer ASI-0000 haben wir keine Zahlung gefunden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failed call offers to try again', async () => {
    mock.db.fail('booking', { kind: 'error', status: 500, times: 1 });
    const { user } = await renderPage('ASI-9001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Zahlungsdaten konnten nicht geladen werden. Bitte versuche es erneut.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Hallo Frau Muster,')).toBeInTheDocument();
  });
});
