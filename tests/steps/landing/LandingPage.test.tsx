import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../../../src/steps/landing/LandingPage';
import { DEMO_TRIPS } from '../../../mocks/db/demo-trips';
import { mock } from '../../support/mock-server';
import { rawKeysIn, renderWithProviders } from '../../support/render';

describe('landing page', () => {
  it('lists every trip of GET /fapi/travel with a link in each language', async () => {
    const { container } = await renderWithProviders(<LandingPage />);
    await screen.findByText('GRP-ALPS');
    const cards = screen.getAllByRole('listitem');
    const trips = cards.filter((card) => card.classList.contains('trip-card'));
    expect(trips).toHaveLength(DEMO_TRIPS.length);
    const alps = trips.find((card) => card.textContent?.includes('GRP-ALPS'));
    expect(within(alps as HTMLElement).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/b/GRP-ALPS', '/b/GRP-ALPS', '/en/b/GRP-ALPS', '/it/b/GRP-ALPS']);
    expect(rawKeysIn(container)).toEqual([]);
  });

  it('in English links to the English booking pages', async () => {
    await renderWithProviders(<LandingPage />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Our trips' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /Alpenüberquerung/ }))[0]).toHaveAttribute('href', '/en/b/GRP-ALPS');
  });

  it('says when the trips cannot be loaded', async () => {
    mock.db.fail('travel', { kind: 'network' });
    await renderWithProviders(<LandingPage />, { language: 'it' });
    expect(await screen.findByText('Non è stato possibile caricare i viaggi.')).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Nessuna connessione al server.');
  });
});
