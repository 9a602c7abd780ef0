import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { flightRequestChosen, ownFlightDatesChanged } from '@/features/arrival';
import { selectOverviewFlags } from '@/features/booking';
import { insuranceDeclined } from '@/features/insurance';
import { selectTotals } from '@/features/pricing';
import type { Language } from '@/config/page-config';
import type { FlexVariant } from '@/domain/flex-variant';
import OverviewPage from '@/steps/overview/OverviewPage';
import { mock } from '../../support/mock-server';
import { renderWithProviders } from '../../support/render';
import { overviewStore } from '../../support/step-two';

type Store = Awaited<ReturnType<typeof overviewStore>>;

async function renderOverview(
  store: Store,
  { language = 'de', flexVariant = 'A' }: { language?: Language; flexVariant?: FlexVariant } = {},
) {
  const submitted: string[] = [];
  const rendered = await renderWithProviders(
    <MemoryRouter initialEntries={['/overview']}>
      <OverviewPage
        language={language}
        whitelabel={null}
        flexVariant={flexVariant}
        onSubmitted={(url) => submitted.push(url)}
      />
    </MemoryRouter>,
    { store, language },
  );
  await screen.findByRole('heading', { name: /Übersicht prüfen|Check your booking|Controlla la prenotazione/ });
  return { ...rendered, submitted };
}

/** What a guest answers on step 3: no insurance (step 2), no flex, Visa, the two required boxes. */
async function answerEverything(user: Awaited<ReturnType<typeof renderOverview>>['user'], store: Store) {
  store.dispatch(insuranceDeclined());
  await user.click(screen.getByRole('radio', { name: 'Nein, danke' }));
  await user.click(screen.getByRole('radio', { name: 'Visa' }));
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Reisebedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzhinweise/ }));
}

const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe('step 3 and its submit (spec part 2 §2, §4, §5)', () => {
  afterEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it.each([
    ['de', 'Jetzt zahlungspflichtig buchen'],
    ['en', 'Book now with obligation to pay'],
    ['it', 'Prenota ora con obbligo di pagamento'],
  ] as const)("%s: a booking's button says it obliges to pay", async (language, label) => {
    const store = await overviewStore('GRP-ALPS');
    await renderOverview(store, { language });
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('beside a booking the customer pays, the insolvency protection with its certificate (issue 39 §3)', async () => {
    const store = await overviewStore('GRP-ALPS');
    await renderOverview(store);
    const note = screen.getByText('Deine Zahlungen sind gegen unsere Insolvenz abgesichert.', { exact: false });
    expect(within(note).getByRole('link', { name: 'Sicherungsschein ansehen (PDF)' })).toHaveAttribute(
      'href',
      '/sicherungsschein.pdf',
    );
    expect(screen.queryByText(/Deine Anfrage ist unverbindlich/)).toBeNull();
  });

  it.each([
    ['a request: its own note instead', 'request'],
    ['an agency, which does not pay online', 'agency'],
  ] as const)('no protection note for %s', async (_case, kind) => {
    const store = await overviewStore('GRP-ALPS', kind === 'agency' ? { login: 'agentur@example.com' } : {});
    if (kind === 'request') store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    await renderOverview(store);
    expect(screen.queryByText(/gegen unsere Insolvenz abgesichert/)).toBeNull();
    if (kind === 'request') expect(screen.getByText(/^Deine Anfrage ist unverbindlich/)).toBeInTheDocument();
  });

  it('a request says "Jetzt anfragen" and is sent as one, without payment', async () => {
    const store = await overviewStore('GRP-ALPS');
    store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    const { user, submitted } = await renderOverview(store);
    expect(screen.queryByRole('radio', { name: 'Visa' })).toBeNull();
    store.dispatch(insuranceDeclined());
    await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Reisebedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt anfragen' }));
    await waitFor(() => expect(submitted).toEqual(['/booking/ASI-100001']));
    expect(mock.db.state.bookings[0]?.payload).toMatchObject({
      onRequest: true,
      paymentType: null,
      flightData: { alternativeAirport: 'VIE' },
    });
  });

  it("flags the flight where the arrival stands when it broke after step 2 (spec part 2 §8 'flight error ... shown inline')", async () => {
    const store = await overviewStore('IND-ICELAND', { pax: 2, rooms: ['twin'], date: 0 });
    // Own flight dates a date's later reply left outside the trip's window: the flight step is not valid.
    store.dispatch(ownFlightDatesChanged({ outboundDate: '2001-01-01', inboundDate: '2001-01-10' }));
    expect(selectOverviewFlags(store.getState())).toMatchObject({ flight: true, rooms: null, flagsSuffice: true });
    const { user } = await renderOverview(store);
    const arrival = screen.getByRole('region', { name: 'Anreise' });
    expect(within(arrival).getByRole('alert')).toHaveTextContent('Wählt einen Flug oder eure eigene Anreise');
    expect(within(arrival).getByRole('button', { name: 'Anreise wählen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    await waitFor(() => expect(document.getElementById('flag-flight')).toHaveFocus());
  });

  it('refuses an incomplete booking: marks each missing answer, lists it, focuses the first, sends nothing', async () => {
    const store = await overviewStore('GRP-ALPS');
    const { user } = await renderOverview(store);
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Deine Buchung ist noch nicht vollständig und wurde nicht gesendet:');
    expect(notice).toHaveTextContent('Bitte wähle, ob du den Flex-Tarif buchen möchtest.');
    expect(notice).toHaveTextContent('Bitte wähle eine Zahlungsart.');
    expect(screen.getByRole('checkbox', { name: /Allgemeinen Reisebedingungen/ })).toHaveAccessibleDescription(
      'Bitte akzeptiere die Reisebedingungen.',
    );
    expect(mock.db.state.bookings).toEqual([]);
    // The first answer missing on the page: the insurance decision, once the page is no longer busy.
    await waitFor(() => expect(document.getElementById('insurance-missing')).toHaveFocus());
    // Fixing an answer takes it off the list.
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Bitte wähle eine Zahlungsart.');
  });

  it('books once with the total the page shows, tracks the checkout without personal data, and goes to the returned address', async () => {
    const store = await overviewStore('GRP-ALPS');
    const { user, submitted } = await renderOverview(store);
    await answerEverything(user, store);
    const total = selectTotals(store.getState()).totalPrice;
    expect(screen.getByTestId('overview-total')).toHaveTextContent('€ 5.030,–');
    const button = screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' });
    await user.dblClick(button);
    await waitFor(() => expect(submitted).toEqual(['/booking/ASI-100001']));
    expect(mock.db.state.bookings).toHaveLength(1);
    expect(mock.db.state.bookings[0]?.payload).toMatchObject({
      totals: { totalPrice: total },
      paymentType: 'CARD',
      paymentMethod: 'VISA',
      gtc: true,
      consent: true,
      flexBooking: false,
      onRequest: false,
    });
    const events = dataLayer().filter((entry) => 'event' in entry);
    expect(events.map((entry) => entry.event)).toEqual(['begin_checkout', 'purchase']);
    expect(events[1]).toMatchObject({
      ecommerce: { transaction_id: 'ASI-100001', value: total, currency: 'EUR', booking_kind: 'B' },
    });
    expect(JSON.stringify(dataLayer())).not.toMatch(/Erika|erika@example|Muster/);
  });

  it('shows the overlay while sending; a failure shows its message at the payment area and keeps every answer', async () => {
    const store = await overviewStore('GRP-ALPS');
    const { user, submitted } = await renderOverview(store);
    await answerEverything(user, store);
    mock.db.fail('booking', { kind: 'error', status: 409, message: 'Der Termin ist inzwischen ausgebucht.', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    expect(await screen.findByText('Der Termin ist inzwischen ausgebucht.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await waitFor(() => expect(document.getElementById('submit-error')).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Allgemeinen Reisebedingungen/ })).toBeChecked();
    mock.db.fail('booking', { kind: 'hang', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    expect(await screen.findByTestId('submit-overlay')).toHaveTextContent(
      'Deine Buchung wird geprüft. Bitte habe einen Moment Geduld.',
    );
    // Screen readers hear it from a live region that was there before.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'Deine Buchung wird geprüft. Bitte habe einen Moment Geduld.',
    );
  });
});
