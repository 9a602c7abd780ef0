import { selectSchedule } from '@/features/choices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FareWidget from '@/features/arrival/components/fare-widget/FareWidget';
import { airports, optInToggled } from '@/features/arrival';
import { changePax } from '@/features/party';
import { selectTotals } from '@/features/pricing';
import { bookedStore } from '../../../../support/catalogue-store';
import { mock } from '../../../../support/mock-server';
import { renderWithProviders } from '../../../../support/render';

/** OPT-JORDAN with 2 travellers in a double room, flying (opt-in mode 6 with flight booking). */
async function renderWidget() {
  const { store } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
  await store.dispatch(airports.fetch());
  store.dispatch(optInToggled());
  const rendered = await renderWithProviders(<FareWidget showErrors={false} />, { store });
  await screen.findByRole('combobox', { name: 'Abflughafen' });
  return { ...rendered, store };
}

function searchBodies() {
  const bodies: Record<string, unknown>[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/hh/search'))
      void request
        .clone()
        .json()
        .then((json: Record<string, unknown>) => {
          bodies.push(json);
        });
  });
  return bodies;
}

describe('the fare search form (spec part 2 §3, §5, §7)', () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
  });

  it("starts with the schedule's dates and economy, and sends nothing without an airport", async () => {
    const { user, store } = await renderWidget();
    const bodies = searchBodies();
    const schedule = selectSchedule(store.getState());
    expect(store.getState().booking.arrival.flightData).toMatchObject({
      outboundDate: schedule?.start,
      inboundDate: schedule?.end,
      classes: ['economy'],
      directOnly: false,
    });
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));
    expect(await screen.findByText('Wähle einen Flughafen aus der Liste')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Abflughafen' })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('lists the airports grouped with nothing typed, narrows as one types and chooses by keyboard', async () => {
    const { user, store } = await renderWidget();
    const field = screen.getByRole('combobox', { name: 'Abflughafen' });
    await user.click(field);
    const list = screen.getByRole('listbox', { name: 'Abflughafen' });
    expect(
      within(list)
        .getAllByRole('group')
        .map(
          (g) =>
            g.getAttribute('aria-labelledby') &&
            document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    ).toEqual(['Deutschland', 'Österreich', 'Schweiz', 'Italien', 'Luxemburg']);
    await user.type(field, 'wien');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wien-Schwechat VIE']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Wien-Schwechat (VIE)');
    expect(store.getState().booking.arrival.flightData.departureAirport).toBe('VIE');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Wien-Schwechat (VIE)');
  });

  it('sends the search with the party, the classes and direct only, then opens the results', async () => {
    const { user, store } = await renderWidget();
    const bodies = searchBodies();
    await user.type(screen.getByRole('combobox', { name: 'Abflughafen' }), 'MUC');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: 'Business' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nur Direktflüge' }));
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flüge ab München' });
    const schedule = selectSchedule(store.getState());
    expect(bodies).toEqual([
      {
        directOnly: true,
        outboundDate: schedule?.start,
        inboundDate: schedule?.end,
        departureAirport: 'MUC',
        destinationAirport: 'AMM',
        destinationReturnAirport: 'AMM',
        pax: 2,
        classes: ['economy', 'business'],
      },
    ]);
    expect(within(dialog).getByText(/^\d+ Flüge gefunden$/)).toBeInTheDocument();
    // Direct only: every connection offered is nonstop.
    expect(
      within(dialog)
        .getAllByText(/Umstieg/)
        .filter((el) => el.closest('.connection__facts')),
    ).toEqual([]);
  });

  it('keeps economy when the last class is unticked', async () => {
    const { user, store } = await renderWidget();
    await user.click(screen.getByRole('checkbox', { name: 'Economy' }));
    expect(store.getState().booking.arrival.flightData.classes).toEqual(['economy']);
    expect(screen.getByRole('checkbox', { name: 'Economy' })).toBeChecked();
  });

  it("refuses dates outside the schedule's bounds (15 days earlier at most)", async () => {
    const { user, store } = await renderWidget();
    await user.type(screen.getByRole('combobox', { name: 'Abflughafen' }), 'MUC');
    await user.tab();
    const outbound = screen.getByRole('group', { name: /Hinflug am/ });
    const day = within(outbound).getByLabelText('Hinflug am: Jahr');
    const year = Number(selectSchedule(store.getState())?.start.slice(0, 4));
    await user.clear(day);
    await user.type(day, String(year - 1));
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));
    expect(
      await within(outbound).findByText(/^Das Datum darf nicht vor dem \d\d\.\d\d\.\d{4} liegen\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a chosen fare shows with its price in the totals; removing it takes it out', async () => {
    const { user, store } = await renderWidget();
    const before = selectTotals(store.getState()).totalPrice;
    await user.type(screen.getByRole('combobox', { name: 'Abflughafen' }), 'FRA');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flüge ab Frankfurt' });
    // 500 fares found; those outside the trip's windows and the duplicates are gone.
    const count = Number(
      /^(\d+) Flüge gefunden$/.exec(within(dialog).getByText(/Flüge gefunden$/).textContent ?? '')?.[1],
    );
    expect(count).toBeGreaterThan(200);
    expect(count).toBeLessThan(500);
    const surcharged = () =>
      within(dialog)
        .getAllByRole('article')
        .find((card) => card.querySelector('h3')?.textContent?.startsWith('+'));
    while (!surcharged()) await user.click(within(dialog).getByRole('button', { name: 'Weitere Flüge anzeigen' }));
    const withSurcharge = surcharged();
    if (!withSurcharge) throw new Error('no fare with a surcharge');
    await user.click(within(withSurcharge).getByRole('button', { name: 'Diesen Flug wählen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = await screen.findByRole('heading', { name: /^Dein Flug: / });
    await waitFor(() => expect(heading).toHaveFocus());
    const added = selectTotals(store.getState()).totalPrice - before;
    expect(added).toBeGreaterThan(0);
    expect(heading.textContent).toContain(`€\u00a0${added.toLocaleString('de-DE')},–`);
    await user.click(screen.getByRole('button', { name: 'Flug entfernen' }));
    expect(selectTotals(store.getState()).totalPrice).toBe(before);
  });

  it('results found for another party size are not offered any more (spec part 2 §4: the flight choice resets)', async () => {
    const { user, store } = await renderWidget();
    await user.type(screen.getByRole('combobox', { name: 'Abflughafen' }), 'MUC');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));
    await screen.findByRole('dialog', { name: 'Flüge ab München' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Gefundene Flüge anzeigen' })).toBeInTheDocument();
    act(() => {
      store.dispatch(changePax(3));
    });
    expect(screen.queryByRole('button', { name: 'Gefundene Flüge anzeigen' })).toBeNull();
    expect(store.getState().fareSearch?.data?.search.pax).toBe(2);
  });

  it('a cancelled search is no failure: nothing is shown as failed and the form stays', async () => {
    const { user, store } = await renderWidget();
    mock.db.fail('hh', { kind: 'hang', times: 1 });
    await user.type(screen.getByRole('combobox', { name: 'Abflughafen' }), 'MUC');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));
    const overlay = await screen.findByRole('dialog', {
      name: 'Wir suchen passende Flüge für dich. Einen Moment bitte …',
    });
    await user.click(within(overlay).getByRole('button', { name: 'Suche abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().fareSearch?.status).toBe('idle');
    expect(screen.queryByText(/Die Flugsuche hat gerade nicht geklappt/)).toBeNull();
  });
});
