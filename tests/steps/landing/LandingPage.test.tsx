import { screen, within } from '@testing-library/react';
import { LANGUAGE_CODES, LANGUAGES } from '@/config/language';
import { toServerDate } from '@/domain/format';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingPage } from '@/steps/landing/LandingPage';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import { mock, TEST_ORIGIN } from '../../support/mock-server';
import { rawKeysIn, renderWithProviders } from '../../support/render';

const tripCards = () => screen.getAllByRole('listitem').filter((card) => card.classList.contains('trip-card'));

describe('the start page, a trip finder (spec part 2 §7)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('lists every trip with its price from, next date and a link in each language', async () => {
    const { container } = await renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('heading', { name: `${DEMO_TRIPS.length} Reisen gefunden` })).toBeInTheDocument();
    const alps = tripCards().find((card) => card.textContent?.includes('Alpenüberquerung')) as HTMLElement;
    // Each link opens the trip with the next date shown preselected (issue 23).
    const [, day, month, year] = /Nächster Termin: (\d\d)\.(\d\d)\.(\d{4})/.exec(alps.textContent ?? '') ?? [];
    const next = `${year}-${month}-${day}`;
    expect(
      within(alps)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      `/b/GRP-ALPS?date=${next}`,
      ...LANGUAGE_CODES.map((code) => `${LANGUAGES[code].prefix}/b/GRP-ALPS?date=${next}`),
    ]);
    // Each language's link names the language in the page's own (the browser's names, no table of them).
    expect(within(alps).getByRole('link', { name: /^IT: Alpenüberquerung.* auf Italienisch buchen$/ })).toHaveAttribute(
      'href',
      `/it/b/GRP-ALPS?date=${next}`,
    );
    expect(alps).toHaveTextContent(/Gruppenreise · ab € [\d.]+,–/);
    const noDates = tripCards().find((card) => card.textContent?.includes('keine Termine'));
    expect(noDates).toBeDefined();
    expect(rawKeysIn(container)).toEqual([]);
  });

  it('filters by region and group trips at once, keeps the filter in the address, and resets', async () => {
    const { user } = await renderWithProviders(<LandingPage />);
    await screen.findByRole('heading', { name: /Reisen gefunden/ });
    await user.click(screen.getByRole('checkbox', { name: 'Nordeuropa' }));
    expect(await screen.findByRole('heading', { name: '2 Reisen gefunden' })).toBeInTheDocument();
    expect(window.location.search).toBe('?region=northern-europe');
    await user.click(screen.getByRole('checkbox', { name: 'Nur Gruppenreisen' }));
    expect(await screen.findByRole('heading', { name: '1 Reise gefunden' })).toBeInTheDocument();
    expect(tripCards().map((card) => card.querySelector('h3')?.textContent)).not.toContain(
      'Island individuell: Ringstraße mit dem Mietwagen',
    );
    expect(window.location.search).toBe('?region=northern-europe&group=1');
    await user.click(screen.getByRole('button', { name: 'Alle Filter zurücksetzen' }));
    expect(await screen.findByRole('heading', { name: `${DEMO_TRIPS.length} Reisen gefunden` })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Reise suchen' })).toHaveFocus();
    expect(window.location.search).toBe('');
  });

  it('an address naming given trips asks for them (ids[]) and offers all trips', async () => {
    const ids = await Promise.all(
      ['GRP-ALPS', 'IND-ICELAND'].map(async (code) => {
        const trip = (await (await fetch(`${TEST_ORIGIN}/fapi/travel/${code}`)).json()) as { id: number };
        return trip.id;
      }),
    );
    window.history.replaceState(null, '', `/?${ids.map((id) => `id=${id}`).join('&')}`);
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/fapi/travel') asked.push(new URL(request.url).search);
    };
    mock.server.events.on('request:start', record);
    const { user } = await renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('heading', { name: '2 Reisen gefunden' })).toBeInTheDocument();
    expect(asked).toEqual([`?${ids.map((id) => `ids%5B%5D=${id}`).join('&')}`]);
    expect(screen.getByText('Du siehst eine Auswahl von Reisen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle Reisen anzeigen' }));
    expect(await screen.findByRole('heading', { name: `${DEMO_TRIPS.length} Reisen gefunden` })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.queryByText('Du siehst eine Auswahl von Reisen.')).toBeNull();
    mock.server.events.removeListener('request:start', record);
  });

  it('a period that ends before it starts says so at the field', async () => {
    window.history.replaceState(null, '', '/?start=2027-06-01&end=2027-05-01');
    await renderWithProviders(<LandingPage />);
    const end = screen.getByLabelText('Abreise spätestens');
    expect(end).toHaveAccessibleDescription('Das Ende des Zeitraums liegt vor seinem Beginn.');
    expect(end).toHaveAttribute('aria-invalid', 'true');
  });

  it('suggests trips while typing and searches on Enter (English)', async () => {
    const { user } = await renderWithProviders(<LandingPage />, { language: 'en' });
    await screen.findByRole('heading', { name: /trips found/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search for a trip' }), 'Iceland');
    const suggestions = await screen.findByRole('navigation', { name: 'Suggestions' });
    expect(
      within(suggestions).getByRole('link', { name: 'Iceland your way: the Ring Road by hire car' }),
    ).toHaveAttribute('href', '/en/b/IND-ICELAND');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '1 trip found' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?q=Iceland');
  });

  it('nothing found says so and offers the reset', async () => {
    window.history.replaceState(null, '', '/?q=Atlantis');
    await renderWithProviders(<LandingPage />);
    expect(
      await screen.findByText('Keine Reise passt zu deiner Auswahl. Ändere die Filter oder setze sie zurück.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Reise suchen' })).toHaveValue('Atlantis');
    expect(screen.getByRole('button', { name: 'Alle Filter zurücksetzen' })).toBeInTheDocument();
  });

  it('says when the trips cannot be loaded, in place (no overlay on top), and tries again', async () => {
    mock.db.fail('travel', { kind: 'network', times: 1 });
    const { user } = await renderWithProviders(<LandingPage />, { language: 'it' });
    const heading = await screen.findByRole('heading', { name: 'Non è stato possibile caricare i viaggi.' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(heading).toHaveFocus();
    expect(await screen.findByRole('heading', { name: `${DEMO_TRIPS.length} viaggi trovati` })).toBeInTheDocument();
  });

  it('follows the address on back and forward, and tells the count once the list has settled', async () => {
    const { user } = await renderWithProviders(<LandingPage />);
    await screen.findByRole('heading', { name: `${DEMO_TRIPS.length} Reisen gefunden` });
    await user.click(screen.getByRole('checkbox', { name: 'Asien' }));
    expect(await screen.findByRole('heading', { name: '1 Reise gefunden' })).toBeInTheDocument();
    expect(
      await screen.findByText('1 Reise gefunden', { selector: '[role="status"]' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('heading', { name: `${DEMO_TRIPS.length} Reisen gefunden` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Asien' })).not.toBeChecked();
    expect(window.location.search).toBe('');
  });

  it('Escape closes the suggestions; they are announced when they come', async () => {
    const { user } = await renderWithProviders(<LandingPage />);
    await screen.findByRole('heading', { name: /Reisen gefunden/ });
    await user.type(screen.getByRole('searchbox', { name: 'Reise suchen' }), 'Nil ');
    expect(await screen.findByRole('navigation', { name: 'Vorschläge' })).toBeInTheDocument();
    expect(screen.getByText('1 Vorschlag unter dem Suchfeld')).toHaveAttribute('role', 'status');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Vorschläge' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Reise suchen' })).toHaveValue('Nil ');
  });
});

describe("the finder's next date and price lie inside the chosen period (issue 23)", () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it("a period from the 60th to the 120th day shows each trip's first date within it and links to it", async () => {
    const inDays = (days: number) => toServerDate(new Date(Date.now() + days * 86_400_000));
    window.history.replaceState(null, '', `/?start=${inDays(60)}&end=${inDays(120)}`);
    await renderWithProviders(<LandingPage />);
    await screen.findByRole('heading', { name: /Reisen gefunden/ });
    for (const card of tripCards()) {
      const match = /Nächster Termin: (\d\d)\.(\d\d)\.(\d{4})/.exec(card.textContent ?? '');
      if (!match) continue;
      const next = `${match[3]}-${match[2]}-${match[1]}`;
      expect(next >= inDays(60) && next <= inDays(120)).toBe(true);
      expect(within(card).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringContaining(`?date=${next}`));
    }
  });
});
