import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileTotal } from '@/features/pricing/components/MobileTotal';
import { flightUpgradeChosen } from '@/features/arrival/arrival-reducers';
import { bookedStore } from '../../../support/catalogue-store';
import { renderWithProviders } from '../../../support/render';
import { createTestStore } from '../../../support/store';

describe("the phone's sticky bar beside the way on (issue 39 §5: 'enabled or saying why not')", () => {
  it('before a date it says what to choose next, and no total', async () => {
    await renderWithProviders(<MobileTotal />);
    expect(screen.getByText('Wähle noch einen Termin.')).toBeInTheDocument();
    expect(screen.queryByText('Gesamtpreis')).toBeNull();
  });

  it('3 travellers without rooms: names the rooms, never the Kurtaxe alone as a total', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 3 });
    await renderWithProviders(<MobileTotal />, { store });
    expect(screen.getByText('Wähle noch ein Zimmer für alle Reisenden.')).toBeInTheDocument();
    expect(screen.queryByText(/€ 75/)).toBeNull();
  });

  it('after a reload, before the upgrades came: says the price follows, and shows no total without the Kurtaxe', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    const { booking, schedules, travel } = store.getState();
    const reloaded = createTestStore({ booking, schedules, travel });
    await renderWithProviders(<MobileTotal />, { store: reloaded });
    expect(screen.getByText('Der Preis folgt gleich.')).toBeInTheDocument();
    expect(screen.queryByText('Gesamtpreis')).toBeNull();
  });

  it('2 in a double room: the total of the price box, which opens the whole box', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    const { user } = await renderWithProviders(<MobileTotal />, { store });
    expect(screen.getByText('Gesamtpreis').parentElement).toHaveTextContent('Gesamtpreis € 5.030,–');
    await user.click(screen.getByRole('button', { name: 'Preisübersicht anzeigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deine Preisübersicht' });
    expect(within(dialog).getByText('Gesamtpreis').parentElement).toHaveTextContent('€ 5.030,–');
  });

  it('a booking with a part on request: the total carries the asterisk and says why, as the price box does', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 5 });
    store.dispatch(flightUpgradeChosen('business'));
    await renderWithProviders(<MobileTotal />, { store });
    expect(screen.getByText('Gesamtpreis').parentElement).toHaveTextContent('Gesamtpreis € 5.030,– *');
    expect(screen.getByText('* Einzelne Leistungen sind auf Anfrage.')).toBeInTheDocument();
  });
});
