import type { Language } from '@/config/language';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import { OptionPage } from '@/steps/option/OptionPage';
import { createTestClient } from '../../support/api';
import { mock } from '../../support/mock-server';

async function renderOption(bookingNo: string, token: string | null, language: Language = 'de') {
  window.history.replaceState(null, '', `/option/${bookingNo}${token ? `?token=${token}` : ''}`);
  const i18n = await createI18n(language);
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <OptionPage api={createTestClient(language)} bookingNo={bookingNo} language={language} />
      </Suspense>
    </I18nextProvider>,
  );
  return user;
}

function confirmBodies() {
  const bodies: unknown[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/fapi/booking/confirm'))
      void request
        .clone()
        .json()
        .then((json: unknown) => {
          bodies.push(json);
        });
  });
  return bodies;
}

describe("an option's confirm page (spec part 2 §7 'POST /fapi/booking/confirm')", () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
    window.history.replaceState(null, '', '/');
  });

  it("shows what is reserved and confirms it with the link's token: one call, then the result", async () => {
    const user = await renderOption('ASI-9010', 'opt-ASI-9010');
    const bodies = confirmBodies();
    expect(
      await screen.findByText(
        'Du hast diese Reise als Option für dich reserviert. Bestätige die Option, um die Reise verbindlich zu buchen.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeInTheDocument();
    expect(screen.getByText('Erika Muster')).toBeInTheDocument();
    expect(screen.getByText('Max Muster')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Option jetzt zahlungspflichtig buchen' }));
    expect(await screen.findByRole('heading', { name: 'Deine Buchung ist bestätigt!' })).toBeInTheDocument();
    expect(screen.getByText(/Aus deiner Option ist eine verbindliche Buchung geworden\./)).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Option/ })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ bookingNo: 'ASI-9010', token: 'opt-ASI-9010' }]);
    expect(document.title).toBe('Deine Buchung ist bestätigt!');
  });

  it('an open option shows until when it can be confirmed (issue 23)', async () => {
    await renderOption('ASI-9010', 'opt-ASI-9010');
    expect(
      await screen.findByText(/^Du kannst die Option bis zum \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr bestätigen\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Option jetzt zahlungspflichtig buchen' })).toBeInTheDocument();
  });

  it.each([
    [
      'confirmed before (a reload)',
      'confirmed',
      'This option has already been confirmed: it is now a binding booking. You received the booking confirmation by e-mail.',
    ],
    [
      'expired',
      'expired',
      'This option has expired and can no longer be confirmed. Our sales team will gladly help you book the trip again.',
    ],
  ] as const)('an option %s says so at once, without a button to press (issue 23)', async (_name, standing, words) => {
    if (standing === 'confirmed') mock.db.state.confirmedOptions = ['ASI-9010'];
    await renderOption(
      standing === 'confirmed' ? 'ASI-9010' : 'ASI-9011',
      standing === 'confirmed' ? 'opt-ASI-9010' : 'opt-ASI-9011',
      'en',
    );
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/You can confirm the option until/)).not.toBeInTheDocument();
  });

  it.each([['a wrong token', 'ASI-9010', 'wrong', 'The confirmation link is not valid.']])(
    "%s: the server's refusal, final, without a button",
    async (_name, bookingNo, token, words) => {
      const user = await renderOption(bookingNo, token, 'en');
      await user.click(await screen.findByRole('button', { name: 'Book the option now with obligation to pay' }));
      expect(await screen.findByText(words)).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your option');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('a call without an answer shows the general failure and keeps the button (Italian)', async () => {
    const user = await renderOption('ASI-9010', 'opt-ASI-9010', 'it');
    await screen.findByText('Erika Muster');
    mock.db.fail('booking', { kind: 'network', times: 1 });
    await user.click(screen.getByRole('button', { name: "Prenota ora l'opzione con obbligo di pagamento" }));
    expect(
      await screen.findByText(
        "Non è stato possibile confermare l'opzione. Riprova più tardi o contatta il nostro team di vendita.",
      ),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: "Prenota ora l'opzione con obbligo di pagamento" }));
    expect(await screen.findByRole('heading', { name: 'La tua prenotazione è confermata!' })).toBeInTheDocument();
  });

  it('a link without its token says so up front and asks the server nothing', async () => {
    await renderOption('ASI-9010', null);
    expect(
      await screen.findByText(
        'Dieser Bestätigungslink ist unvollständig. Bitte nutze den Link aus deiner E-Mail oder melde dich bei uns.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an unknown number says so and offers nothing to confirm', async () => {
    await renderOption('ASI-0000', 'opt-ASI-0000');
    expect(await screen.findByText('Die Buchung ASI-0000 konnte nicht gefunden werden.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
