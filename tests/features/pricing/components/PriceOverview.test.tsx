import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceOverview } from '@/features/pricing/components/PriceOverview';
import { BALANCE_DUE_DAYS, balanceDueDay, DEPOSIT_PERCENT } from '@/domain/deposit';
import { formatDate } from '@/domain/format';
import { bookingReconciled } from '@/features/booking/booking-slice';
import { paymentMethodChosen } from '@/features/checkout/checkout-reducers';
import { bookedStore } from '../../../support/catalogue-store';
import { renderWithProviders } from '../../../support/render';
import { createTestStore } from '../../../support/store';

const SALES = {
  phone: '+49 89 1234 5678',
  email: 'verkauf@example.com',
  hours: { de: 'Mo–Fr 9–18 Uhr', en: 'Mon–Fri 9 am–6 pm' },
};

describe('the price box names whom to call where a person may hesitate (issue 39 §3)', () => {
  it.each([
    ['de', 'Fragen zur Reise? Wir sind für dich da: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)'],
    ['en', "Questions about the trip? We're here for you: +49 89 1234 5678 (Mon–Fri 9 am–6 pm)"],
    ['it', 'Domande sul viaggio? Siamo qui per te: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)'],
  ] as const)('%s: the phone with its hours, a link to call', async (language, line) => {
    const store = createTestStore(
      { settings: { cardEndpoint: null, pagePolicy: null, salesContact: SALES } },
      language,
    );
    await renderWithProviders(<PriceOverview />, { store, language });
    expect(screen.getByText(line.split(' +49')[0] ?? '', { exact: false }).textContent).toBe(line);
    expect(screen.getByRole('link', { name: '+49 89 1234 5678' })).toHaveAttribute('href', 'tel:+498912345678');
  });

  it('without a sales contact in the configuration it names none', async () => {
    await renderWithProviders(<PriceOverview />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the price box tells the whole story from step 1 (issue 39 §4)', () => {
  it('before a date it says what is still to choose, and shows no total', async () => {
    await renderWithProviders(<PriceOverview />);
    expect(screen.getByText('Deinen Preis siehst du hier, sobald du gewählt hast:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'einen Termin',
      'die Anzahl der Reisenden',
      'ein Zimmer für alle Reisenden',
    ]);
    expect(screen.queryByText('Gesamtpreis')).toBeNull();
  });

  it('after a reload, before the upgrades came: a calm note that the price follows, no total and no payment plan', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    const { booking, schedules, travel } = store.getState();
    await renderWithProviders(<PriceOverview />, { store: createTestStore({ booking, schedules, travel }) });
    const note = screen.getByText('Die Zusatzleistungen werden noch geladen, der Preis folgt gleich.');
    expect(note).not.toHaveClass('form__note--warning');
    expect(screen.queryByText('Gesamtpreis')).toBeNull();
    expect(screen.queryByText(/€ 5\.030/)).toBeNull();
  });

  it('3 travellers without rooms: the compulsory Kurtaxe alone is never shown as a total', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 3 });
    await renderWithProviders(<PriceOverview />, { store });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ein Zimmer für alle Reisenden']);
    expect(screen.queryByText('Gesamtpreis')).toBeNull();
    expect(screen.queryByText(/€ 75/)).toBeNull();
  });

  it('2 in a double room: the lines, the total, the price per person, the deposit and the rest with its date (spec part 2 §9)', async () => {
    // (A date more than 20 days ahead: nearer ones are paid in full at once.)
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    await renderWithProviders(<PriceOverview />, { store });
    const start = date[0]?.start ?? '';
    // 2 × 2,490 in the double room + 2 × 25 Kurtaxe = 5,030; 20 % of it is 1,006, the rest 4,024.
    expect(screen.getByText('Gesamtpreis').parentElement).toHaveTextContent('Gesamtpreis€ 5.030,–');
    expect(screen.getByText('Durchschnittlich pro Person').parentElement).toHaveTextContent('€ 2.515,–');
    expect(screen.getByText('Anzahlung (20 % des Reisepreises)').nextElementSibling).toHaveTextContent('€ 1.006,–');
    expect(
      screen.getByText(`Restzahlung bis ${formatDate(balanceDueDay(start))}`).nextElementSibling,
    ).toHaveTextContent('€ 4.024,–');
    expect(screen.queryByText('auf Anfrage')).toBeNull();
  });

  it.each([
    ['an invoice: due with the invoice, never "Jetzt fällig"', 'BILL', null, 'Fällig mit der Rechnung'],
    ['a card: due now', 'VISA', null, 'Jetzt fällig'],
    ["an agency: no due row (its invoice or its customer's link says it)", null, 'agency', null],
  ] as const)('%s', async (_name, method, agency, label) => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    store.dispatch(paymentMethodChosen(method));
    if (agency)
      store.dispatch(
        bookingReconciled({
          fields: {
            travellers: {
              ...store.getState().booking.travellers,
              travelAgency: {
                erpId: 'AG-1',
                companyName: 'Reisebüro',
                email: 'a@b.de',
                paymentDirect: false,
                canGenerateVVI: true,
              },
            },
          },
          notices: [],
        }),
      );
    await renderWithProviders(<PriceOverview />, { store });
    expect(screen.getByText('Anzahlung (20 % des Reisepreises)')).toBeInTheDocument();
    for (const other of ['Fällig mit der Rechnung', 'Jetzt fällig'].filter((text) => text !== label))
      expect(screen.queryByText(other)).toBeNull();
    if (label) expect(screen.getByText(label).nextElementSibling).toHaveTextContent('€ 1.006,–');
  });

  it('each on-request item is marked on its own line, and nothing is said to be due before the answer', async () => {
    // 4 single rooms where 3 are free: the single rooms are on request; the Kurtaxe is not.
    const { store } = await bookedStore('GRP-ALPS', { pax: 4, rooms: ['single', 'single', 'single', 'single'] });
    await renderWithProviders(<PriceOverview />, { store });
    const marks = screen.getAllByText('auf Anfrage');
    expect(marks.map((mark) => mark.closest('dt')?.textContent)).toEqual(['Einzelzimmer, 4 Personen auf Anfrage']);
    expect(screen.getByText('Du zahlst erst, wenn wir deine Anfrage bestätigt haben.')).toBeInTheDocument();
    expect(screen.queryByText(/Anzahlung/)).toBeNull();
  });
});

describe("the payment plan explains 'Anzahlung' where it stands (spec part 1 §9, part 2 §9: popovers)", () => {
  it('its explanation names the share and the days of the rule that charges them', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 2 });
    store.dispatch(
      bookingReconciled({ fields: { arrival: { ...store.getState().booking.arrival, noFlight: true } }, notices: [] }),
    );
    const { user } = await renderWithProviders(<PriceOverview />, { store });
    const explain = screen.getByRole('button', { name: 'Was heißt Anzahlung?' });
    await user.click(explain);
    expect(explain).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Die Anzahlung beträgt ${DEPOSIT_PERCENT} % des Reisepreises und ist als Erstes fällig; den Rest zahlst du bis ${BALANCE_DUE_DAYS} Tage vor Reisebeginn.`,
    );
  });
});
