import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequestReasons } from '@/features/booking/components/RequestReasons';
import { flightUpgradeChosen } from '@/features/arrival/arrival-reducers';
import { bookingReconciled } from '@/features/booking/booking-slice';
import {
  selectIsBookingRequest,
  selectIsOnRequest,
  selectRequestReasons,
  selectTotals,
} from '@/features/pricing/price-selectors';
import { formatPrice } from '@/domain/format';
import { bookedStore } from '../../../support/catalogue-store';
import { rawKeysIn, renderWithProviders } from '../../../support/render';

const euros = (value: number) => formatPrice(value, 'auf Anfrage');

describe("'Warum auf Anfrage?' next to the total", () => {
  it('names a flight upgrade as the reason and books at once without it, the new total on the button', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const bookable = selectTotals(store.getState()).totalPrice;
    expect(selectIsOnRequest(store.getState())).toBe(false);
    store.dispatch(flightUpgradeChosen('business'));
    expect(selectIsOnRequest(store.getState())).toBe(true);
    // Spec part 1 §4: a non-economy upgrade makes the booking on request, not a booking request
    // (sent onRequest: true, bookingRequest: false; analytics kind W).
    expect(selectIsBookingRequest(store.getState())).toBe(false);
    expect(selectRequestReasons(store.getState()).map((reason) => reason.cause)).toEqual(['flightUpgrade']);

    const { user, container } = await renderWithProviders(
      <MemoryRouter>
        <RequestReasons step="schedule" />
      </MemoryRouter>,
      { store },
    );
    const box = screen.getByRole('region', { name: 'Warum auf Anfrage?' });
    expect(within(box).getByText('Business Class ist auf Anfrage')).toBeInTheDocument();
    expect(
      within(box).getByRole('button', { name: 'Zur Auswahl: Business Class ist auf Anfrage' }),
    ).toBeInTheDocument();
    const wayOut = within(box).getByRole('button', { name: `Ohne Upgrade sofort buchen: ${euros(bookable)}` });
    expect(rawKeysIn(container)).toEqual([]);

    await user.click(wayOut);
    expect(store.getState().booking.arrival.flightData.upgrade).toBeNull();
    expect(selectIsOnRequest(store.getState())).toBe(false);
    expect(screen.queryByRole('region', { name: 'Warum auf Anfrage?' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Geändert: die Buchung ist jetzt sofort buchbar.');
  });

  it('offers no way out when taking back one choice would still leave a reason', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    store.dispatch(flightUpgradeChosen('first'));
    // A seat reservation comes only with a stored booking.
    store.dispatch(
      bookingReconciled({
        fields: {
          arrival: {
            ...store.getState().booking.arrival,
            flightData: { ...store.getState().booking.arrival.flightData, reservation: 'window' },
          },
        },
        notices: [],
      }),
    );
    await renderWithProviders(
      <MemoryRouter>
        <RequestReasons step="overview" />
      </MemoryRouter>,
      { store },
    );
    const box = screen.getByRole('region', { name: 'Warum auf Anfrage?' });
    expect(within(box).getByText('First Class ist auf Anfrage')).toBeInTheDocument();
    expect(within(box).getByText('Die Sitzplatzreservierung ist auf Anfrage')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /sofort buchen/ })).toBeNull();
  });

  it('says nothing when the booking is bookable at once', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    await renderWithProviders(
      <MemoryRouter>
        <RequestReasons step="schedule" />
      </MemoryRouter>,
      { store },
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
