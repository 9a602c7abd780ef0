import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/schemas/index';
import { createI18n } from '@/app/i18n';
import { LANGUAGE_CODES, LANGUAGES } from '@/config/language';
import { ConfirmationPage } from '@/steps/confirmation/ConfirmationPage';
import { balanceDueDay } from '@/domain/deposit';
import { formatDate } from '@/domain/format';
import { createTestClient } from '../../support/api';
import { createSchedule } from '../../support/data';
import { mock, TEST_ORIGIN } from '../../support/mock-server';
import { rememberJustBooked } from '@/lib/just-booked';

describe('the confirmation page', () => {
  it.each([
    ['de', 'Termin', 'Reisende'],
    ['en', 'Dates', 'Travellers'],
    ['it', 'Date', 'Viaggiatori'],
  ] as const)(
    '%s: names the booking, its dates and travellers in its own texts, loaded as the page loads them',
    async (language, dates, travellers) => {
      const schedule = createSchedule();
      mock.db.state.bookings.push({
        bookingNo: 'ASI-100007',
        travelCode: 'GRP-ALPS',
        createdAt: '2026-11-21T10:00:00Z',
        language,
        payload: bookingSchema.parse({ travelCode: 'GRP-ALPS', pax: 2, schedule }) as unknown as Record<
          string,
          unknown
        >,
      });
      // As boot does: only the core texts are there before the page asks for its own.
      const i18n = await createI18n(language);
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <ConfirmationPage api={createTestClient(language)} bookingNo="ASI-100007" language={language} />
          </Suspense>
        </I18nextProvider>,
      );
      expect(await screen.findByText(dates)).toBeInTheDocument();
      expect(screen.getByText(travellers)).toBeInTheDocument();
      expect(screen.getAllByText('ASI-100007', { exact: false }).length).toBeGreaterThan(0);
      expect(document.body.textContent).not.toContain('⚠');
      // The tab's title and the language links stay with this confirmation (issue 23).
      const titles = {
        de: 'Vielen Dank für deine Buchung!',
        en: 'Thank you for your booking!',
        it: 'Grazie per la tua prenotazione!',
      } as const;
      expect(document.title).toBe(titles[language]);
      const others = screen.getByRole('navigation', { name: /Sprache|Language|Lingua/ }).querySelectorAll('a');
      expect([...others].map((a) => a.getAttribute('href'))).toEqual(
        LANGUAGE_CODES.filter((l) => l !== language).map((l) => `${LANGUAGES[l].prefix}/booking/ASI-100007`),
      );
    },
  );

  async function renderConfirmation(fields: Record<string, unknown>) {
    const schedule = createSchedule();
    const payload = bookingSchema.parse({
      travelCode: 'GRP-ALPS',
      pax: 2,
      schedule,
      user: { firstname: 'Erika', lastname: 'Muster' },
      additionalUsers: [{ firstname: 'Max', lastname: 'Muster' }],
      ...fields,
    });
    mock.db.state.bookings.push({
      bookingNo: 'ASI-100008',
      travelCode: 'GRP-ALPS',
      createdAt: '2026-11-21T10:00:00Z',
      language: 'de',
      payload: payload as unknown as Record<string, unknown>,
    });
    const i18n = await createI18n('de');
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ConfirmationPage api={createTestClient('de')} bookingNo="ASI-100008" language="de" />
        </Suspense>
      </I18nextProvider>,
    );
    await screen.findByText('Wie geht es weiter?');
  }

  it('a card booking: the trip by name, every traveller, the total, the deposit due now and the payment page (spec part 2 §2, §9)', async () => {
    await renderConfirmation({ paymentType: 'CARD', totals: { totalPrice: 5030, deposit: 1006 } });
    expect(screen.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeInTheDocument();
    expect(await screen.findByText('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeInTheDocument();
    expect(screen.getByText('Erika Muster')).toBeInTheDocument();
    expect(screen.getByText('Max Muster')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte zahle jetzt € 1.006,–; die Restzahlung ist 20 Tage vor Reisebeginn fällig.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt online bezahlen' })).toHaveAttribute('href', '/payment/ASI-100008');
    expect(screen.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toHaveFocus();
  });

  it('names the way to pay and what is due when: now and the rest on its date (issue 39 §6)', async () => {
    await renderConfirmation({
      paymentType: 'CARD',
      paymentMethod: 'VISA',
      totals: { totalPrice: 5030, deposit: 1006 },
    });
    const rest = `Restzahlung bis ${formatDate(balanceDueDay(createSchedule().start.slice(0, 10)))}`;
    expect(screen.getByText('Zahlungsart').nextElementSibling).toHaveTextContent('Visa');
    expect(screen.getByText('Jetzt fällig').nextElementSibling).toHaveTextContent('€ 1.006,–');
    expect(screen.getByText(rest).nextElementSibling).toHaveTextContent('€ 4.024,–');
  });

  it('an invoice booking: due with the invoice, never "Jetzt fällig" beside "Du erhältst eine Rechnung"', async () => {
    await renderConfirmation({
      paymentType: 'BILL',
      paymentMethod: 'BILL',
      totals: { totalPrice: 5030, deposit: 1006 },
    });
    expect(screen.getByText('Zahlungsart').nextElementSibling).toHaveTextContent('Rechnung');
    expect(screen.queryByText('Jetzt fällig')).toBeNull();
    expect(screen.getByText('Fällig mit der Rechnung').nextElementSibling).toHaveTextContent('€ 1.006,–');
    expect(screen.getByText('Du erhältst eine Rechnung über € 1.006,–.')).toBeInTheDocument();
    expect(screen.getByText(/^Restzahlung bis /).nextElementSibling).toHaveTextContent('€ 4.024,–');
  });

  it('a request: answered within 1–2 working days, nothing to pay now', async () => {
    await renderConfirmation({ onRequest: true, totals: { totalPrice: 5030, deposit: 1006 } });
    expect(screen.getByRole('heading', { name: 'Vielen Dank für deine Anfrage!' })).toBeInTheDocument();
    expect(
      screen.getByText('Wir prüfen die Verfügbarkeit und melden uns innerhalb von 1–2 Werktagen bei dir.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jetzt online bezahlen' })).toBeNull();
    expect(screen.queryByText('Jetzt fällig')).toBeNull();
  });

  it('a direct-payment agency: the customer gets the payment link by e-mail', async () => {
    await renderConfirmation({
      travelAgency: {
        erpId: 'AG-1',
        companyName: 'Reisebüro',
        email: 'a@b.de',
        paymentDirect: true,
        canGenerateVVI: false,
      },
      totals: { totalPrice: 5030, deposit: 1006 },
    });
    expect(
      screen.getByText('Deine Kundin oder dein Kunde erhält einen Link, um € 1.006,– online zu bezahlen, per E-Mail.'),
    ).toBeInTheDocument();
    // Who pays what is said in the next steps; no 'due now' line an agency would read as its own.
    expect(screen.queryByText('Jetzt fällig')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Jetzt online bezahlen' })).toBeNull();
  });

  it.each([[{}], [{ travelCode: '' }], [{ bookingNo: 'ASI-999999' }]])(
    'a server that answers %j for a number it does not know: not found, never a booking of € 0,–',
    async (reply) => {
      mock.server.use(http.get(`${TEST_ORIGIN}/fapi/booking/:no`, () => HttpResponse.json(reply), { once: true }));
      const i18n = await createI18n('de');
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <ConfirmationPage api={createTestClient('de')} bookingNo="ASI-999999" language="de" />
          </Suspense>
        </I18nextProvider>,
      );
      expect(await screen.findByText('Die Buchung ASI-999999 konnte nicht gefunden werden.')).toBeInTheDocument();
      expect(document.body.textContent).not.toContain('€');
      // Nothing thanks for a booking that is not there, in the page or its tab.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buchung nicht gefunden');
      expect(document.title).toBe('Buchung nicht gefunden');
    },
  );

  it('a number this tab just booked that the server cannot show yet: thanked for with its number, never "nicht gefunden"', async () => {
    rememberJustBooked('ASI-777777');
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/booking/:no`, () => HttpResponse.json({}, { status: 404 }), { once: true }),
    );
    const i18n = await createI18n('de');
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ConfirmationPage api={createTestClient('de')} bookingNo="ASI-777777" language="de" />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText(/ist bei uns eingegangen/)).toHaveTextContent(
      'Deine Buchung ASI-777777 ist bei uns eingegangen.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vielen Dank für deine Buchung!');
    expect(screen.queryByText(/nicht gefunden/)).toBeNull();
    sessionStorage.clear();
  });
});
