import { selectSchedule } from '@/features/choices';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SummaryArrival } from '@/steps/overview/SummaryArrival';
import { SummaryCustomer } from '@/steps/overview/SummaryCustomer';
import { StepOneErrors } from '@/steps/schedule/StepOneErrors';
import { ownFlightDatesChanged } from '@/features/arrival/arrival-reducers';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { addDays, toServerDate } from '@/domain/format/date';
import { formatDate } from '@/domain/format';
import type { Accommodation } from '@/api/schemas';
import { bookedStore } from '../../support/catalogue-store';
import { overviewStore } from '../../support/step-two';
import { createExtension } from '../../support/domain';
import { createSchedule } from '../../support/data';
import { createTestStore, withDateChosen, withExtensionChosen } from '../../support/store';
import { renderWithProviders } from '../../support/render';

// The words the day's rules put on the page, as a person reads them (German, the spec's language).

describe('what step 1 and step 3 now say', () => {
  it('step 3 names the flight dates entered where the trip asks for them (IND-ICELAND)', async () => {
    const { store } = await bookedStore('IND-ICELAND', { pax: 2, rooms: ['twin'], date: 3 });
    const { start, end } = selectSchedule(store.getState()) ?? { start: '', end: '' };
    store.dispatch(ownFlightDatesChanged({ outboundDate: start, inboundDate: end }));
    await renderWithProviders(
      <MemoryRouter>
        <SummaryArrival />
      </MemoryRouter>,
      { store },
    );
    expect(
      screen.getByText(
        `Flug zu deinen Wunschterminen: Hinflug am ${formatDate(start)}, Rückflug am ${formatDate(end)}`,
      ),
    ).toBeInTheDocument();
  });

  it("an agency's client is named as such on step 3, the agent as on step 2", async () => {
    const store = await overviewStore('GRP-ALPS', { login: 'agentur@example.com' });
    await renderWithProviders(
      <MemoryRouter>
        <SummaryCustomer to="/user" />
      </MemoryRouter>,
      { store },
    );
    expect(screen.getByRole('region', { name: 'Deine Kundin oder dein Kunde (1. Reisende/r)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rechnungsempfänger' })).toBeNull();
    expect(screen.getByText(/^Sachbearbeiter\/in im Reisebüro: Anton Agent/)).toBeInTheDocument();
  });

  it('an extension the date does not allow says why, with the rule numbers from domain/extensions', async () => {
    const today = toServerDate(new Date());
    const schedule = createSchedule({ start: addDays(today, 5), end: addDays(today, 12) });
    const store = createTestStore({
      booking: withExtensionChosen(
        withDateChosen(createEmptyBooking('GRP-ALPS'), schedule),
        createExtension(80, { vv: 4 }) as unknown as Accommodation,
      ),
    });
    await renderWithProviders(<StepOneErrors showErrors />, { store });
    expect(
      screen.getByText(
        'Deine Verlängerung passt nicht zu diesem Termin: Ein Vorprogramm beginnt frühestens 3 Tage ab heute, eine Verlängerung hat höchstens 14 Nächte. Bitte passe die Nächte an.',
      ),
    ).toBeInTheDocument();
  });
});
