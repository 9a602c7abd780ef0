import type { Language } from '@/config/language';
import type { SalesContact } from '@/config/sales-contact';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/app/i18n';
import { addPaymentTexts, createCardProvider, makePaymentStore } from '@/features/payment';
import { PaymentPage } from '@/steps/payment/PaymentPage';
import { deadlineReached } from '@/features/payment/payment-slice';
import { payBooking } from '@/api/payment';
import { authenticate } from '../../../mocks/provider/provider-db';
import { standInCardPayment, standInProviderOrigin } from '../../../mocks/provider/stand-in';
import { createTestClient } from '../../support/api';
import { mock } from '../../support/mock-server';

async function renderPage(
  bookingNo: string,
  language: Language = 'de',
  salesContact: SalesContact | null = null,
  { cards = true }: { cards?: boolean } = {},
) {
  const i18n = await createI18n(language);
  await addPaymentTexts(i18n, language);
  const cardProvider = cards ? createCardProvider({ ...standInCardPayment(), paymentHosts: [] }) : null;
  const store = makePaymentStore(createTestClient(language), { cardProvider });
  const actions: UnknownAction[] = [];
  const dispatch = store.dispatch;
  // Every action the page dispatches, to check no card data travels through the store.
  store.dispatch = ((action: unknown) => {
    if (typeof action === 'object' && action !== null) actions.push(action as UnknownAction);
    return dispatch(action as UnknownAction);
  }) as typeof store.dispatch;
  const user = userEvent.setup();
  const navigate = vi.fn<(url: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <PaymentPage bookingNo={bookingNo} language={language} salesContact={salesContact} navigate={navigate} />
      </Provider>
    </I18nextProvider>,
  );
  return { store, user, actions, navigate };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByRole('textbox', { name: /^Karteninhaber/ }), 'Erika Muster');
  await user.type(screen.getByRole('textbox', { name: /^Kartennummer/ }), number);
  await user.type(screen.getByRole('textbox', { name: /^Gültig bis/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: /^Sicherheitscode/ }), '737');
}

/** Every request the page and the mock server make, with its body: the card may travel in one only. */
function requests() {
  const seen: { url: string; method: string; headers: Headers; body: string }[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const entry = { url: request.url, method: request.method, headers: request.headers, body: '' };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((body) => {
        entry.body = body;
      });
  });
  return seen;
}

function payBodies(seen: ReturnType<typeof requests>) {
  return seen
    .filter((request) => request.url.includes('/fapi/booking/pay/'))
    .map((request) => ({
      url: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      body: JSON.parse(request.body) as unknown,
    }));
}

const DECLINED =
  'Die Zahlung wurde abgelehnt oder abgebrochen. Bitte wende dich an deine Bank oder wähle eine andere Zahlungsart.';
const GENERAL = 'Es ist ein Fehler aufgetreten. Bitte versuche es später erneut oder kontaktiere unser Verkaufsteam.';

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

  it('pays by card: the card goes to the provider alone, /fapi gets a single-use token (issue 38 §1)', async () => {
    const { user, store, actions } = await renderPage('ASI-9001');
    const seen = requests();
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toHaveFocus();
    expect(
      screen.getByText(
        'Wir haben deine Zahlung über € 1.568,– erhalten. Eine Bestätigung schicken wir dir per E-Mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Kartennummer/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Zahlung eingegangen – deine Buchung');
    const tokens = seen.filter((request) => request.url === `${standInProviderOrigin()}/tokens`);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.headers.get('Authorization')).toBe('Bearer pk_test_asi_stand_in');
    expect(JSON.parse(tokens[0]?.body ?? '')).toEqual({
      holder: 'Erika Muster',
      number: '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: '737',
    });
    expect(payBodies(seen)).toEqual([
      {
        url: '/fapi/booking/pay/ASI-9001/CARD',
        key: expect.stringMatching(/^[\w-]+$/),
        body: {
          amount: 1568,
          token: expect.stringMatching(/^tok_/),
          brand: 'visa',
          last4: '1111',
          returnUrl: `${window.location.origin}/payment/ASI-9001`,
        },
      },
    ]);
    // The card's number and code travel in the provider's /tokens request and nowhere else.
    const elsewhere = seen.filter((request) => !request.url.endsWith('/tokens')).map((request) => request.body);
    expect(elsewhere.join(' ')).not.toMatch(/4111 ?1111|"737"|"cvc"/);
    const kept = JSON.stringify({
      state: store.getState(),
      actions,
      storage: { ...window.localStorage },
      session: { ...window.sessionStorage },
      url: window.location.href,
    });
    expect(kept).not.toMatch(/(?<![\da-f])4111/i);
    expect(kept).not.toMatch(/(?<![\da-f])737(?![\da-f])/i);
    expect(kept).not.toMatch(/tok_/);
  });

  it("3-D Secure: the issuer's page on the provider's host, and back on the page the booking is paid (issue 38 §2)", async () => {
    const { user, navigate, store, actions } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 3220');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    // The page that sent the card, as it leaves for the issuer: no card, no token kept anywhere.
    const kept = JSON.stringify({
      state: store.getState(),
      actions,
      storage: { ...window.localStorage },
      session: { ...window.sessionStorage },
    });
    expect(kept).not.toMatch(/4000 ?0000|"737"|tok_/);
    const issuer = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(issuer.origin).toBe(standInProviderOrigin());
    expect(issuer.pathname).toMatch(/^\/3ds\/ch_/);
    expect(screen.getByRole('status')).toHaveTextContent('Wir leiten dich zu deiner Bank weiter …');
    expect(screen.getByRole('button', { name: 'Zahlung wird ausgeführt …' })).toHaveAttribute('aria-disabled', 'true');
    // Nothing of the card but the holder: its time stamp is left aside (its digits may hold a '737').
    const issuerReturn = (window.sessionStorage.getItem('asi-issuer-return') ?? '').replace(/"at":\d+/, '');
    expect(issuerReturn).not.toMatch(/4000|737|tok_/);
    // The person confirms at the issuer and comes back to the payment page.
    const back = authenticate(mock.provider, issuer.pathname.split('/').pop() ?? '', 'confirm');
    expect(back?.location).toMatch(/\/payment\/ASI-9001\?charge=ch_\w+&result=succeeded$/);
    cleanup();
    await renderPage('ASI-9001');
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeInTheDocument();
    expect(screen.getByText(/Wir haben deine Zahlung über € 1\.568,– erhalten/)).toBeInTheDocument();
    // A reload after the return pays nothing twice: the server says it is paid.
    cleanup();
    await renderPage('ASI-9001');
    expect(await screen.findByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeInTheDocument();
  });

  it("3-D Secure cancelled at the issuer: the declined message, the card form again with the holder's name only", async () => {
    const { user, navigate } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 3220');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    authenticate(mock.provider, navigate.mock.calls[0]?.[0].split('/').pop() ?? '', 'cancel');
    cleanup();
    await renderPage('ASI-9001');
    expect(await screen.findByText(DECLINED)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Sicherheitscode/ })).toHaveValue('');
    expect(window.sessionStorage.getItem('asi-issuer-return')).toBeNull();
  });

  it("a second try after leaving the issuer's page unanswered ends the first: confirming the old one later pays nothing", async () => {
    const first = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(first.user, '4000 0000 0000 3220');
    await first.user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    await vi.waitFor(() => expect(first.navigate).toHaveBeenCalledTimes(1));
    const oldCharge = first.navigate.mock.calls[0]?.[0].split('/').pop() ?? '';
    cleanup();
    const second = await renderPage('ASI-9001');
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
    await fillCard(second.user, '4000 0000 0000 3220');
    await second.user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    await vi.waitFor(() => expect(second.navigate).toHaveBeenCalledTimes(1));
    const newCharge = second.navigate.mock.calls[0]?.[0].split('/').pop() ?? '';
    expect(newCharge).not.toBe(oldCharge);
    expect(authenticate(mock.provider, oldCharge, 'confirm')?.location).toMatch(/result=cancelled$/);
    expect(authenticate(mock.provider, newCharge, 'confirm')?.location).toMatch(/result=succeeded$/);
    cleanup();
    await renderPage('ASI-9001');
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeInTheDocument();
    expect([...mock.provider.charges.values()].map((charge) => charge.status).sort()).toEqual([
      'cancelled',
      'succeeded',
    ]);
  });

  it('an action sending the browser to another host is refused with the general error, and nothing is paid (issue 38 §2)', async () => {
    mock.server.use(
      http.post('*/fapi/booking/pay/:no/:category', () =>
        HttpResponse.json({ action: { type: 'redirect', url: 'https://evil.example/3ds/1' } }),
      ),
    );
    const { user, navigate } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByText(GENERAL)).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('asi-issuer-return')).toBeNull();
    expect(screen.queryByText('Vielen Dank für deine Zahlung!')).not.toBeInTheDocument();
  });

  it("a wrong security code, as the provider says, shows the spec's message at the code (issue 38 §1)", async () => {
    const { user } = await renderPage('ASI-9001');
    const seen = requests();
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 0127');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    const cvc = screen.getByRole('textbox', { name: /^Sicherheitscode/ });
    await vi.waitFor(() => expect(cvc).toHaveFocus());
    expect(cvc).toHaveAccessibleDescription(/Bitte gib einen gültigen Sicherheitscode ein\./);
    expect(payBodies(seen)).toEqual([]);
  });

  it('without a card payment provider no card is offered: the instant transfer is the way to pay (issue 38 §3)', async () => {
    await renderPage('ASI-9001', 'de', null, { cards: false });
    expect(await screen.findByText('Hallo Frau Muster,')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Kartennummer/, hidden: true })).not.toBeInTheDocument();
    expect(screen.getByText('Sofortüberweisung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' })).toBeInTheDocument();
  });

  it('a declined card shows its message and keeps what was typed', async () => {
    const { user } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    const declined = await screen.findByText(DECLINED);
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
    await user.click(screen.getByRole('button', { name: 'Paga ora €\u00a01.568,–' }));
    expect(
      await screen.findByText("C'è un errore. Riprova più tardi o contatta il nostro team di vendita."),
    ).toHaveFocus();
  });

  it('pays by instant transfer without a card form', async () => {
    const { user } = await renderPage('ASI-9004', 'en');
    const seen = requests();
    expect(await screen.findByText('Hello Alex Muster,')).toBeInTheDocument();
    expect(screen.queryByText('Pay within')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Instant bank transfer' }));
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay €\u00a0356,50 now' }));
    expect(await screen.findByText('Thank you for your payment!')).toBeInTheDocument();
    expect(payBodies(seen)).toEqual([
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

  it('while something is to pay, it names whom to call about the payment, with the hours (issue 39 §3)', async () => {
    await renderPage('ASI-9001', 'de', {
      phone: '+49 89 1234 5678',
      email: 'verkauf@example.com',
      hours: { de: 'Mo–Fr 9–18 Uhr' },
    });
    expect((await screen.findByText(/^Fragen zur Zahlung\? Wir sind für dich da:/)).textContent).toBe(
      'Fragen zur Zahlung? Wir sind für dich da: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)',
    );
    expect(screen.getByRole('link', { name: '+49 89 1234 5678' })).toHaveAttribute('href', 'tel:+498912345678');
  });

  it('a paid booking offers nothing to pay and names no line about paying', async () => {
    await renderPage('ASI-9002', 'de', { phone: '+49 89 1234 5678', email: 'verkauf@example.com' });
    expect(await screen.findByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeInTheDocument();
    expect(screen.queryByText(/Fragen zur Zahlung/)).toBeNull();
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

  it('a payment sent again after no answer is the same payment to the server (the same key), even after a reload', async () => {
    const { user } = await renderPage('ASI-9001');
    const seen = requests();
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    mock.db.fail('booking', { kind: 'network', times: 1 });
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByText(GENERAL)).toBeInTheDocument();
    // The person reloads and pays again with the same card.
    cleanup();
    const again = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(again.user, '4111 1111 1111 1111');
    await again.user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeInTheDocument();
    const bodies = payBodies(seen);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.key).toBe(bodies[1]?.key);
    // A token is used once: each try has its own.
    const token = (n: number) => (bodies[n]?.body as { token: string }).token;
    expect(token(0)).not.toBe(token(1));
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

  it('no answer, but the server took the payment: its status says so, and the page thanks instead of failing', async () => {
    mock.server.use(
      http.post('*/fapi/booking/pay/:no/:category', () => {
        mock.db.state.paidBookings = ['ASI-9001'];
        return HttpResponse.error();
      }),
    );
    const { user } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toHaveFocus();
    expect(screen.getByText(/Wir haben deine Zahlung über € 1\.568,– erhalten/)).toBeInTheDocument();
  });

  it('no answer and no status either (offline): the page says the payment may have arrived, offers no other, and asks again when back online (issue 42 §4)', async () => {
    // The payment is taken, then the connection is gone until the browser says it is back.
    let offline = false;
    mock.server.use(
      http.post('*/fapi/booking/pay/:no/:category', () => {
        mock.db.state.paidBookings = ['ASI-9001'];
        offline = true;
        return HttpResponse.error();
      }),
      http.get('*/fapi/booking/:no/payment', () => (offline ? HttpResponse.error() : undefined)),
    );
    const { user } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByRole('heading', { name: 'Ist deine Zahlung angekommen?' })).toHaveFocus();
    // No second payment is offered while the first one's outcome is unknown.
    expect(screen.queryByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' })).not.toBeInTheDocument();
    expect(screen.queryByText(GENERAL)).not.toBeInTheDocument();
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeInTheDocument();
  });

  it('asked again by the press and not paid: the payment did not arrive, the card form is back with what was typed', async () => {
    let asked = 0;
    mock.server.use(
      http.post('*/fapi/booking/pay/:no/:category', () => HttpResponse.error()),
      http.get('*/fapi/booking/:no/payment', () => {
        asked += 1;
        return asked === 2 ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt nachfragen' }));
    expect(await screen.findByText(GENERAL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ist deine Zahlung angekommen?' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unreadable paid flag', { paid: 'false' }],
    ['an unreadable action', { action: 'redirect' }],
    ['a list', []],
  ])("a 2xx with %s is not taken as paid: the server's status decides", async (_case, reply) => {
    mock.server.use(http.post('*/fapi/booking/pay/:no/:category', () => HttpResponse.json(reply as never)));
    const { user, navigate } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    expect(await screen.findByText(GENERAL)).toHaveFocus();
    expect(screen.queryByText('Vielen Dank für deine Zahlung!')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("back from the issuer by the back button (a page from the browser's cache): the number and code are gone, the server is asked", async () => {
    const { user, navigate } = await renderPage('ASI-9001');
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 3220');
    await user.click(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Sicherheitscode/ })).toHaveValue('');
    // The person leaves the issuer's page without an answer and comes back.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await screen.findByText(DECLINED)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
    expect(screen.getByRole('textbox', { name: /^Kartennummer/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' })).not.toHaveAttribute('aria-disabled');
  });

  it('a second try after a decline asks the provider for a new token', async () => {
    const { user } = await renderPage('ASI-9001');
    const seen = requests();
    await screen.findByText('Hallo Frau Muster,');
    await fillCard(user, '4000 0000 0000 0002');
    const pay = screen.getByRole('button', { name: '€\u00a01.568,– jetzt bezahlen' });
    await user.click(pay);
    expect(await screen.findByText(DECLINED)).toHaveFocus();
    await user.click(pay);
    await vi.waitFor(() => expect(payBodies(seen)).toHaveLength(2));
    expect(await screen.findByText(DECLINED)).toHaveFocus();
    const [first, second] = payBodies(seen);
    expect((first?.body as { token: string }).token).not.toBe((second?.body as { token: string }).token);
    expect(first?.key).not.toBe(second?.key);
    expect(seen.filter((request) => request.url.endsWith('/tokens'))).toHaveLength(2);
  });

  it('switching to instant transfer and back keeps the card typed', async () => {
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
