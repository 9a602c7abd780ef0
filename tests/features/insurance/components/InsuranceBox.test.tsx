import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InsuranceBox } from '@/features/insurance/components/InsuranceBox';
import { customerChanged, travellerChanged } from '@/features/travellers/travellers-reducers';
import { insuranceChosen, insuranceDeclined, insuranceTermsAccepted } from '@/features/insurance/insurance-reducers';
import { selectInsuranceChoiceMissing } from '@/features/checkout/checkout-selectors';
import { askInsuranceOffers } from '@/features/insurance/insurance-thunks';
import { selectInsuranceQuery } from '@/features/insurance/selectors';
import { createTestStore } from '../../../support/store';
import { bookedStore } from '../../../support/catalogue-store';
import { mock, TEST_ORIGIN } from '../../../support/mock-server';
import { renderWithProviders } from '../../../support/render';
import { COMPLETE_CUSTOMER, completeTraveller, overviewStore } from '../../../support/step-two';

async function setUp({ birthday = '1980-05-17', country = 'DE' } = {}) {
  const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
  store.dispatch(customerChanged({ ...COMPLETE_CUSTOMER, birthday, country }));
  store.dispatch(travellerChanged({ index: 0, values: completeTraveller(2) }));
  return store;
}

const offer = (name: string | RegExp) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }) !== null) as HTMLElement;

describe('the insurance box of step 2 (spec part 2 §3-§5, §8)', () => {
  it("spec part 2 §4 'unless opt-out is hidden': the operator hides 'Keine Versicherung', the box asks for a tariff", async () => {
    const store = await setUp();
    store.dispatch(insuranceDeclined());
    const hidden = createTestStore({
      ...store.getState(),
      settings: { ...store.getState().settings, insuranceOptOutHidden: true },
    });
    await renderWithProviders(<InsuranceBox showErrors={false} />, { store: hidden });
    await waitFor(() => offer('Reiserücktritt'));
    expect(screen.queryByRole('radio', { name: 'Keine Versicherung' })).toBeNull();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText(/Für diese Reise wählst du einen Versicherungsschutz/)).toBeInTheDocument();
    expect(selectInsuranceChoiceMissing(hidden.getState())).toBe(true);
  });

  it('waits for a birthday before it asks for offers', async () => {
    const store = await setUp({ birthday: '' });
    store.dispatch(travellerChanged({ index: 0, values: { birthday: '' } }));
    let asked = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/fapi/insurance/offers')) asked += 1;
    });
    await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    expect(
      screen.getByText(
        'Sobald mindestens ein Geburtsdatum eingetragen ist, zeigen wir dir hier die passenden Versicherungen.',
      ),
    ).toBeInTheDocument();
    expect(asked).toBe(0);
    mock.server.events.removeAllListeners();
  });

  it('lists the offers with their services, tariffs and prices; nothing is chosen; above 200 reads "auf Anfrage"', async () => {
    const store = await setUp();
    await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    const rrv = await waitFor(() => offer('Reiserücktritt'));
    expect(within(rrv).getByText('Reiseabbruch')).toBeInTheDocument();
    expect(within(rrv).getByRole('radio', { name: /mit SB/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keine Versicherung' })).not.toBeChecked();
    const komplett = offer('Rundum-Sorglos-Schutz');
    expect(within(komplett).getAllByText('auf Anfrage')).toHaveLength(2);
    expect(within(offer(/^Jahres-Reiseschutz/)).getByText('Jahresversicherung')).toBeInTheDocument();
    expect(within(rrv).getByRole('link', { name: 'Bedingungen von Reiserücktritt' })).toHaveAttribute(
      'href',
      '/versicherung/agb-rrv.pdf',
    );
  });

  it('a tariff on request can be chosen: the booking becomes a request, the premium is in no total and the page says so (issue 23 item 5)', async () => {
    const { selectIsBookingRequest, selectTotals, selectPriceLines, selectInsuranceShown } =
      await import('@/features/pricing');
    const { selectBookingPayload } = await import('@/features/booking/payload-selectors');
    const store = await setUp();
    const before = selectTotals(store.getState()).totalPrice;
    expect(selectIsBookingRequest(store.getState())).toBe(false);
    const { user } = await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    const komplett = await waitFor(() => offer('Rundum-Sorglos-Schutz'));
    const tariff = within(komplett).getByRole('radio', { name: /ohne SB/ });
    expect(tariff).toBeEnabled();
    await user.click(tariff);
    expect(tariff).toBeChecked();
    expect(
      screen.getByText(
        /Rundum-Sorglos-Schutz ohne SB ist auf Anfrage: Der Versicherer berechnet den Beitrag für deine Reise einzeln\. Deshalb geht deine Buchung als Anfrage an uns/,
      ),
    ).toBeInTheDocument();
    const state = store.getState();
    expect(selectIsBookingRequest(state)).toBe(true);
    expect(selectTotals(state)).toMatchObject({ totalPrice: before, totalInsurancePrice: 0 });
    expect(selectPriceLines(state).find((line) => line.kind === 'insurance')).toMatchObject({ amount: -1 });
    // The choice keeps the insurer's price; every reader (lines, step 3's summary, totals, payload) shows it as on request.
    expect(state.booking.insurance.chosen?.price).toBeGreaterThan(200);
    expect(selectInsuranceShown(state)).toMatchObject({ name: 'Rundum-Sorglos-Schutz ohne SB', price: -1 });
    const sent = selectBookingPayload(state, { language: 'de', whitelabel: null });
    expect(sent).toMatchObject({
      bookingRequest: true,
      insurance: { offerId: 'ERV-KOMPLETT-O', price: -1 },
      totals: { totalPrice: before, totalInsurancePrice: 0 },
    });
  });

  it('choosing resets the terms; accepting them loads the pre-contract and shows its terms link', async () => {
    const store = await setUp();
    const { user } = await renderWithProviders(<InsuranceBox showErrors />, { store });
    const rrv = await waitFor(() => offer('Reiserücktritt'));
    await user.click(within(rrv).getByRole('radio', { name: /mit SB/ }));
    expect(store.getState().booking.insurance.chosen).toMatchObject({
      offerId: 'ERV-RRV-D',
      name: 'Reiserücktritt mit SB',
      preContractId: null,
    });
    expect(
      screen.getByText('Bitte akzeptiere die Versicherungsbedingungen oder wähle keine Versicherung.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Versicherungsbedingungen für Reiserücktritt mit SB/ }));
    expect(await screen.findByRole('link', { name: 'Deine Versicherungsbedingungen (PDF)' })).toHaveAttribute(
      'href',
      '/versicherung/vvi-erv.pdf',
    );
    expect(store.getState().booking.insurance).toMatchObject({
      termsAccepted: true,
      chosen: { preContractId: expect.stringMatching(/^PC-ERV-RRV-D-/) },
    });
    await user.click(within(rrv).getByRole('radio', { name: /ohne SB/ }));
    expect(store.getState().booking.insurance).toMatchObject({
      termsAccepted: false,
      chosen: { offerId: 'ERV-RRV-O', preContractId: null },
    });
    await user.click(screen.getByRole('radio', { name: 'Keine Versicherung' }));
    expect(store.getState().booking.insurance).toEqual({ chosen: null, termsAccepted: false, declined: true });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a choice read back (a reload, a stored booking of ?bookingId=) shows chosen, with its terms and their link', async () => {
    const store = await setUp();
    // Chosen at the price the insurer asks for this trip (a price it no longer asks is chosen again).
    const query = selectInsuranceQuery(store.getState());
    if (!query) throw new Error('no insurance query');
    await store.dispatch(askInsuranceOffers(query));
    const price = store.getState().insurance?.data.find((o) => o.id === 'ERV-RRV')?.tariffs.O?.price ?? 0;
    store.dispatch(
      insuranceChosen({
        offerId: 'ERV-RRV-O',
        name: 'Reiserücktritt ohne SB',
        price,
        preContractId: null,
        code: 'ERV-RRV',
        tourId: null,
        termsUrl: null,
      }),
    );
    store.dispatch(
      insuranceTermsAccepted({ offerId: 'ERV-RRV-O', preContractId: 'PC-1', termsUrl: '/versicherung/vvi-erv.pdf' }),
    );
    await renderWithProviders(<InsuranceBox showErrors />, { store });
    const rrv = await waitFor(() => offer('Reiserücktritt'));
    expect(within(rrv).getByRole('radio', { name: /ohne SB/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Reiserücktritt ohne SB/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Deine Versicherungsbedingungen (PDF)' })).toBeInTheDocument();
    expect(
      screen.queryByText('Bitte akzeptiere die Versicherungsbedingungen oder wähle keine Versicherung.'),
    ).toBeNull();
  });

  it("a refused pre-contract clears the offer and the acceptance and gives the insurer's reason", async () => {
    const store = await setUp();
    store.dispatch(travellerChanged({ index: 0, values: { birthday: '1940-03-04' } }));
    const { user } = await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    // (From 65 the tariffs cost more: the first one still below 200.)
    await waitFor(() => offer('Reiserücktritt'));
    const choosable = screen
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled && (radio as HTMLInputElement).value !== 'none');
    await user.click(choosable as HTMLElement);
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Versicherung konnte aus folgendem Grund nicht angeboten werden: Für Reisende ab 75 Jahren können wir diesen Tarif nicht anbieten.',
    );
    expect(store.getState().booking.insurance).toMatchObject({ chosen: null, termsAccepted: false });
  });

  it("a residence country without insurance gets the spec's text and no offers", async () => {
    const store = await setUp({ country: 'CH' });
    await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    expect(
      screen.getByText(/^Leider können wir dir momentan keine Reiseversicherungen anbieten\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("an agency is offered the cover for its client's trip, never addressed as the traveller (issue 39 §6)", async () => {
    const store = await overviewStore('GRP-ALPS', { login: 'agentur@example.com' });
    await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    await waitFor(() => offer('Reiserücktritt'));
    expect(
      screen.getByText(
        'Schütze die Reise deiner Kundin oder deines Kunden mit einer Reiseversicherung unseres Partners. Die Angebote richten sich nach Reisedatum, Preis und dem Alter der Reisenden.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Wähle den Versicherungsschutz für deine Kundin oder deinen Kunden' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Schütze deine Reise/)).toBeNull();
  });

  it('offers that fail to load say so and can be asked for again', async () => {
    const store = await setUp();
    mock.server.use(
      http.post(
        `${TEST_ORIGIN}/fapi/insurance/offers`,
        () => HttpResponse.json({ message: 'kaputt' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    expect(await screen.findByText('Die Versicherungsangebote konnten nicht geladen werden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await waitFor(() => offer('Reiserücktritt'))).toBeInTheDocument();
    // The retry's button is gone with the failure: the focus stays in the box, not on the page's body.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('region', { name: 'Reiseversicherung' }).contains(document.activeElement)).toBe(true);
  });

  it('asks again when a birthday changes, not when a name is typed', async () => {
    const store = await setUp();
    const bodies: unknown[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/fapi/insurance/offers'))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    await renderWithProviders(<InsuranceBox showErrors={false} />, { store });
    await waitFor(() => expect(bodies).toHaveLength(1));
    store.dispatch(customerChanged({ firstname: 'Erik' }));
    store.dispatch(travellerChanged({ index: 0, values: { lastname: 'Meier' } }));
    store.dispatch(travellerChanged({ index: 0, values: { birthday: '1990-01-01' } }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    // (GRP-ALPS comes with its own flights: FLT.)
    expect(bodies[1]).toMatchObject({
      tripType: 'FLT',
      includeYearly: true,
      travelers: [{ birthday: '1980-05-17' }, { birthday: '1990-01-01' }],
      countries: expect.any(Array),
    });
    mock.server.events.removeAllListeners();
  });
});
