import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SubmitErrorNotice } from '@/features/booking/components/SubmitErrorNotice';
import { renderWithProviders } from '../../../support/render';

describe('a failed submit at the payment area (spec part 2 §4)', () => {
  it('lists what the check refused, each with a link to the step that fixes it', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <SubmitErrorNotice
          error={{
            kind: 'refused',
            refusals: ['stepOne', 'stepTwo', 'consents'],
            message: '',
            status: null,
            call: null,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Deine Buchung ist noch nicht vollständig und wurde nicht gesendet:',
    );
    expect(
      screen.getByRole('link', { name: 'Bitte prüfe deine Reise: Termin, Anzahl Reisende, Zimmer und Anreise.' }),
    ).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('link', { name: 'Bitte prüfe deine Daten.' })).toHaveAttribute('href', '/user');
    expect(screen.getByText('Bitte bestätige die markierten Bedingungen und Einwilligungen.').closest('a')).toBeNull();
  });

  it('an insurance to choose or confirm again links to the insurance box on step 2, not the top of the step', async () => {
    let arrived: unknown = null;
    function Step2() {
      arrived = useLocation().state;
      return null;
    }
    const { user } = await renderWithProviders(
      <MemoryRouter initialEntries={['/overview']}>
        <Routes>
          <Route
            path="/overview"
            element={
              <SubmitErrorNotice
                error={{ kind: 'refused', refusals: ['insuranceUnconfirmed'], message: '', status: null, call: null }}
              />
            }
          />
          <Route path="/user" element={<Step2 />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', {
      name: 'Dein Versicherungsschutz konnte gerade nicht bestätigt werden. Bitte lade die Versicherungsangebote erneut.',
    });
    expect(link).toHaveAttribute('href', '/user');
    await user.click(link);
    expect(arrived).toEqual({ choice: '#choice-insurance' });
  });

  it.each([
    [
      { kind: 'network' as const, message: 'Network request failed', status: null, call: null },
      'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.',
    ],
    [
      {
        kind: 'http' as const,
        message: 'Der Termin ist inzwischen <b>ausgebucht</b>.',
        status: 409,
        call: null,
        serverText: true,
      },
      'Der Termin ist inzwischen ausgebucht.',
    ],
    [
      { kind: 'http' as const, message: 'Service Unavailable', status: 503, call: null, serverText: false },
      'Der Server konnte die Anfrage gerade nicht bearbeiten (Fehler 503). Bitte versuche es später erneut.',
    ],
    [
      { kind: 'timeout' as const, message: 'timeout', status: null, call: null },
      'Der Server antwortet gerade nicht. Bitte versuche es erneut.',
    ],
    [
      { kind: 'malformed' as const, message: 'The reply does not match its contract', status: 200, call: null },
      'Der Server hat unerwartete Daten geschickt. Bitte lade die Seite neu oder versuche es später erneut.',
    ],
  ])('says %o in words a customer reads', async (error, text) => {
    await renderWithProviders(
      <MemoryRouter>
        <SubmitErrorNotice error={error} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert').textContent).not.toMatch(/[<>]/);
  });

  it('shows a server message sanitised: no form, input or script reaches the page', async () => {
    const html =
      'Bitte <b>bestätige</b> hier:<form action="https://evil.example"><input name="iban"></form><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    await renderWithProviders(
      <MemoryRouter>
        <SubmitErrorNotice error={{ kind: 'http', message: html, status: 409, call: null, serverText: true }} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('b')?.textContent).toBe('bestätige');
    expect(alert.querySelector('form, input, script')).toBeNull();
    expect(alert.querySelector('img')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
