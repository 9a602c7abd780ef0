import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SubmitErrorNotice } from '../../../src/features/booking/components/SubmitErrorNotice';
import { renderWithProviders } from '../../support/render';

describe('a failed submit at the payment area (spec part 2 §4)', () => {
  it('lists what the check refused, each with a link to the step that fixes it', async () => {
    await renderWithProviders(
      <MemoryRouter><SubmitErrorNotice error={{ kind: 'refused', refusals: ['stepOne', 'stepTwo', 'gtc'], message: '', status: null, call: null }} /></MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Deine Buchung ist noch nicht vollständig und wurde nicht gesendet:');
    expect(screen.getByRole('link', { name: 'Bitte prüfe deine Reise: Termin, Anzahl Reisende, Zimmer und Anreise.' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('link', { name: 'Bitte prüfe deine Daten.' })).toHaveAttribute('href', '/user');
    expect(screen.getByText('Bitte akzeptiere die Allgemeinen Reisebedingungen.').closest('a')).toBeNull();
  });

  it.each([
    [{ kind: 'network' as const, message: 'Network request failed', status: null, call: null }, 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.'],
    [{ kind: 'http' as const, message: 'Der Termin ist inzwischen ausgebucht.', status: 409, call: null }, 'Der Termin ist inzwischen ausgebucht.'],
    [{ kind: 'malformed' as const, message: 'The reply does not match its contract', status: 200, call: null }, 'Der Server hat unerwartete Daten geschickt. Bitte lade die Seite neu oder versuche es später erneut.'],
  ])('says %o in words a customer reads', async (error, text) => {
    await renderWithProviders(<MemoryRouter><SubmitErrorNotice error={error} /></MemoryRouter>);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
