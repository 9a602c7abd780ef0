import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OfferPrint from '@/features/booking/components/OfferPrint';
import { bookingReconciled } from '@/features/booking/booking-slice';
import { formatDate } from '@/domain/format';
import { bookedStore } from '../../../support/catalogue-store';
import { rawKeysIn, renderWithProviders } from '../../../support/render';

// Issue 25 'Send the offer': the printed offer's head says when it was made, that prices may
// change, and, for an agency, who made it.

describe("step 3's printed offer", () => {
  it('names the trip, the day of the offer and that prices may change; an agency sees its name', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    store.dispatch(
      bookingReconciled({
        fields: {
          travellers: {
            ...store.getState().booking.travellers,
            travelAgency: {
              erpId: 'A-1',
              companyName: 'Reisebüro Sonnenschein',
              email: 'info@sonnenschein.example',
              paymentDirect: false,
              canGenerateVVI: true,
            },
          },
        },
        notices: [],
      }),
    );
    const { container } = await renderWithProviders(<OfferPrint />, { store });
    expect(screen.getByText('Angebot: Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeInTheDocument();
    expect(screen.getByText(`Angebot vom ${formatDate(new Date())}`)).toBeInTheDocument();
    expect(screen.getByText('Erstellt von Reisebüro Sonnenschein')).toBeInTheDocument();
    expect(screen.getByText(/Die Preise können sich bis zur Buchung ändern/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angebot drucken' })).toBeInTheDocument();
    expect(rawKeysIn(container)).toEqual([]);
  });

  it('a customer sees no agency line; before a date and party there is nothing to print', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    await renderWithProviders(<OfferPrint />, { store });
    expect(screen.queryByText(/Erstellt von/)).toBeNull();
    act(() => {
      store.dispatch(
        bookingReconciled({
          fields: { party: { ...store.getState().booking.party, scheduleId: null, pax: null } },
          notices: [],
        }),
      );
    });
    expect(screen.queryByRole('button', { name: 'Angebot drucken' })).toBeNull();
  });
});
