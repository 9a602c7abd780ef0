import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { departureAirportChosen, optInToggled, fareSearch } from '@/features/arrival';
import { searchFlights } from '@/features/arrival/fare-actions';
import { FARE_PAGE } from '@/features/arrival/components/fare-widget/use-fare-list-view';
import { FareDialog } from '@/features/arrival/components/fare-widget/FareDialog';
import { bookedStore } from '../../../../support/catalogue-store';
import { renderWithProviders } from '../../../../support/render';
import { FlightTextsProvider } from '@/features/arrival/components/fare-widget/flight-texts';
import { FIRST_PAINT_CARDS } from '@/features/arrival/components/fare-widget/FareList';

/** OPT-JORDAN flying from an airport, with the search's results in the store; the dialog just opened. */
async function openDialog(airport: string, { expired = false } = {}) {
  const { store } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
  store.injectFamilies({ fareSearch: fareSearch.reducer });
  store.dispatch(optInToggled());
  store.dispatch(departureAirportChosen(airport));
  await store.dispatch(searchFlights());
  const handlers = {
    onChoose: vi.fn(),
    onClose: vi.fn(),
    onSearchAgain: vi.fn(),
    onRequest: vi.fn(),
    onOtherAirport: vi.fn(),
  };
  const rendered = await renderWithProviders(
    <FlightTextsProvider>
      <FareDialog from={airport} expired={expired} {...handlers} />
    </FlightTextsProvider>,
    { store },
  );
  return { ...rendered, store, handlers, dialog: screen.getByRole('dialog', { name: `Flüge ab ${airport}` }) };
}

/** The dialog once its first cards have painted and the rest of the page has followed. */
async function renderDialog(airport: string, options: { expired?: boolean } = {}) {
  const opened = await openDialog(airport, options);
  await waitFor(() => expect(within(opened.dialog).queryAllByRole('article').length).not.toBe(FIRST_PAINT_CARDS));
  return opened;
}

const cardPrices = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('article')
    .map((card) => {
      const text = card.querySelector('h3')?.textContent ?? '';
      return text.startsWith('+') ? Number(text.replace(/[^\d]/g, '')) : 0;
    });

describe('the fare dialog (spec part 2 §2, §4, §9)', () => {
  it('paints its first cards with the dialog and the rest of the page right after', async () => {
    const { dialog } = await openDialog('FRA');
    expect(within(dialog).getAllByRole('article')).toHaveLength(FIRST_PAINT_CARDS);
    expect(within(dialog).getByText(`${FARE_PAGE} von`, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(FARE_PAGE));
  });

  it("'show more' at once after the dialog opens still moves the focus to the first new fare", async () => {
    const { dialog } = await openDialog('FRA');
    // Before the first cards have painted: the rest of the page is not drawn yet.
    expect(within(dialog).getAllByRole('article')).toHaveLength(FIRST_PAINT_CARDS);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weitere Flüge anzeigen' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')[FARE_PAGE]?.querySelector('h3')).toHaveFocus());
  });

  it('shows the best fares, a page of results, and more on request with the focus on the first new one', async () => {
    const { user, dialog } = await renderDialog('FRA');
    expect(within(dialog).getByText('Günstigster Flug')).toBeInTheDocument();
    expect(within(dialog).getByText('Schnellster Flug')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('article')).toHaveLength(FARE_PAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Weitere Flüge anzeigen' }));
    expect(within(dialog).getAllByRole('article')).toHaveLength(2 * FARE_PAGE);
    await waitFor(() => expect(within(dialog).getAllByRole('article')[FARE_PAGE]?.querySelector('h3')).toHaveFocus());
  });

  it.each([
    [
      'price',
      (dialog: HTMLElement) => {
        const p = cardPrices(dialog);
        expect(p).toEqual([...p].sort((a, b) => a - b));
      },
    ],
    [
      'stops',
      (dialog: HTMLElement) => {
        // A fare's stops: the fewest a leg can be flown with, for the leg that needs the most.
        const stops = within(dialog)
          .getAllByRole('article')
          .map((card) =>
            Math.max(
              ...[...card.querySelectorAll('fieldset')].map((leg) =>
                Math.min(
                  ...[...leg.querySelectorAll('.connection__facts')].map((facts) =>
                    Number(/(\d+) Umstieg/.exec(facts.textContent ?? '')?.[1] ?? 0),
                  ),
                ),
              ),
            ),
          );
        expect(stops).toEqual([...stops].sort((a, b) => a - b));
      },
    ],
  ])('sorts by %s', async (sort, check) => {
    const { user, dialog } = await renderDialog('FRA');
    await user.selectOptions(within(dialog).getByLabelText('Sortieren nach'), sort);
    check(dialog);
  });

  it('filters by stops: only nonstop connections remain, and the count says how many', async () => {
    const { user, dialog } = await renderDialog('MUC');
    const all = Number(/^(\d+)/.exec(within(dialog).getByText(/Flüge gefunden$/).textContent ?? '')?.[1]);
    await user.click(within(dialog).getByRole('radio', { name: 'Nur Nonstop' }));
    const status = within(dialog).getByText(/Flügen passen zum Filter$/).textContent ?? '';
    const [shown, total] = [...status.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(total).toBe(all);
    expect(shown).toBeLessThan(all);
    // A new set of cards: the first ones paint at once, the rest of the page follows.
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(Math.min(FARE_PAGE, shown)));
    const facts = [...dialog.querySelectorAll('.connection__facts')].map((el) => el.textContent ?? '');
    expect(facts.every((line) => line.endsWith('Nonstop'))).toBe(true);
  });

  it('with no connection offers the request and another airport', async () => {
    const { user, dialog, handlers } = await renderDialog('LUX');
    expect(within(dialog).getByText('Leider konnten wir keine passende Verbindung finden.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Flug anfragen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Anderen Flughafen wählen' }));
    expect([handlers.onRequest.mock.calls.length, handlers.onOtherAirport.mock.calls.length]).toEqual([1, 1]);
  });

  it('an expired offer offers only to search again', async () => {
    const { user, dialog, handlers } = await renderDialog('MUC', { expired: true });
    expect(
      within(dialog).getByText('Das Flugangebot ist abgelaufen. Bitte wähle den Flug erneut aus.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('article')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erneut suchen' }));
    expect(handlers.onSearchAgain).toHaveBeenCalledTimes(1);
  });

  it('Escape asks to close', async () => {
    const { user, handlers } = await renderDialog('MUC');
    await user.keyboard('{Escape}');
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });
});
