import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TakenBackNotice } from '@/features/booking';
import { selectRooms } from '@/features/choices';
import { extensionChosen } from '@/features/extras';
import { changePax, roomAdded } from '@/features/party';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { bookedStore } from '../../support/catalogue-store';
import { renderWithProviders } from '../../support/render';
import { mock, TEST_ORIGIN } from '../../support/mock-server';
import { http, HttpResponse } from 'msw';
import { selectTotals } from '@/features/pricing';

describe('a choice the rules take back is named where the change was made (spec part 1 §4; issue 39 §6)', () => {
  it('a room of another type clears the extensions: said in the live region, and "Rückgängig" brings both back', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    const extension = store.getState().accommodations.data[0];
    if (!extension) throw new Error('GRP-ALPS has extensions');
    store.dispatch(extensionChosen({ ...extension, additionalData: { vv: 2, nv: 0 } }));
    const { user } = await renderWithProviders(<TakenBackNotice causes={['rooms']} />, { store });
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();

    const single = date.find((schedule) => schedule.roomType !== 'twin');
    if (!single) throw new Error('GRP-ALPS has a second room type');
    store.dispatch(roomAdded(single));
    expect(store.getState().booking.extras.accommodations).toEqual([]);
    expect(
      await within(live).findByText('Deine Verlängerung wurde entfernt: Sie passt nicht zu den gewählten Zimmern.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(store.getState().booking.extras.accommodations).toHaveLength(1);
    expect(selectRooms(store.getState())).toHaveLength(1);
    expect(live).toHaveTextContent('Rückgängig gemacht: Deine vorige Auswahl gilt wieder.');
    // The focus stays at the message's place, not on the body.
    expect(document.activeElement).toBe(live.parentElement);
  });

  it('another change in between takes the way back away; a later change that takes nothing leaves the message standing', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    const extension = store.getState().accommodations.data[0];
    if (!extension) throw new Error('GRP-ALPS has extensions');
    store.dispatch(extensionChosen({ ...extension, additionalData: { vv: 2, nv: 0 } }));
    const { user } = await renderWithProviders(<TakenBackNotice causes={['rooms']} />, { store });
    const other = date.find((schedule) => schedule.roomType !== 'twin');
    if (!other) throw new Error('GRP-ALPS has a second room type');
    store.dispatch(roomAdded(other));
    expect(await screen.findByRole('button', { name: 'Rückgängig' })).toBeInTheDocument();
    store.dispatch(customerChanged({ firstname: 'Erika' }));
    expect(await screen.findByText(/Deine Verlängerung wurde entfernt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rückgängig' })).toBeNull();
    store.dispatch(roomAdded(other));
    expect(await screen.findByText(/Deine Verlängerung wurde entfernt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(document.activeElement).toBe(screen.getByRole('status').parentElement);
  });

  it('a new party size that makes a service compulsory, or no longer, names it where the party was changed', async () => {
    // A surcharge for small groups: compulsory for one or two travellers (spec part 1 §4 compulsoryPaxMin/Max).
    mock.server.use(
      http.get(`${TEST_ORIGIN}/fapi/upgrade/GRP-ALPS`, () =>
        HttpResponse.json([
          {
            service: {
              id: 77,
              erpId: 'UPG-SMALL',
              serviceId: 'S77',
              name: 'Kleingruppenzuschlag',
              price: 90,
              perPerson: true,
            },
            price: 90,
            compulsoryPaxMin: 1,
            compulsoryPaxMax: 2,
          },
        ]),
      ),
    );
    const { store } = await bookedStore('GRP-ALPS', { pax: 3, rooms: ['twin'], date: 5 });
    await renderWithProviders(<TakenBackNotice causes={['party']} />, { store });
    const live = screen.getByRole('status');
    const before = selectTotals(store.getState()).totalPrice;

    store.dispatch(changePax(2));
    expect(
      await within(live).findByText(
        'Mit der neuen Anzahl der Reisenden ist jetzt verpflichtend dabei und im Gesamtpreis enthalten: Kleingruppenzuschlag.',
      ),
    ).toBeInTheDocument();
    expect(selectTotals(store.getState()).totalPrice).not.toBe(before);

    store.dispatch(changePax(3));
    expect(
      await within(live).findByText(
        'Mit der neuen Anzahl der Reisenden entfällt, was bisher verpflichtend war: Kleingruppenzuschlag.',
      ),
    ).toBeInTheDocument();
  });
});
