import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SubscribeForm from '@/features/contact/components/SubscribeForm';
import { selectOffersDateUpdates } from '@/features/party';
import { storeFor } from '../../../support/catalogue-store';
import { mock } from '../../../support/mock-server';
import { renderWithProviders } from '../../../support/render';

async function renderSubscribe() {
  const store = await storeFor('NODATES');
  const rendered = await renderWithProviders(<SubscribeForm />, { store });
  return { ...rendered, store, form: screen.getByRole('region', { name: 'Termin-Updates erhalten' }) };
}

describe('date updates (spec part 2 §2, §4, §7; issue 14)', () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
  });

  it('are offered on a trip without dates, not on one with bookable dates', async () => {
    expect(selectOffersDateUpdates((await storeFor('NODATES')).getState())).toBe(true);
    expect(selectOffersDateUpdates((await storeFor('GRP-ALPS')).getState())).toBe(false);
  });

  it("need an e-mail and the consent; then the server's message shows", async () => {
    const { user, form } = await renderSubscribe();
    const bodies: unknown[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/fapi/travel/NODATES/subscribe'))
        void request
          .clone()
          .json()
          .then((json: unknown) => {
            bodies.push(json);
          });
    });
    await user.click(within(form).getByRole('button', { name: 'Für Termin-Updates anmelden' }));
    expect(within(form).getByText('E-Mail ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte stimme der Verarbeitung deiner E-Mail-Adresse zu.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^E-Mail/ })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: /^E-Mail/ }), 'erika@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Newsletter/ }));
    await user.click(within(form).getByRole('button', { name: 'Für Termin-Updates anmelden' }));
    expect(await within(form).findByText('Du bist für Termin-Updates registriert.')).toHaveFocus();
    expect(bodies).toEqual([{ email: 'erika@example.com', newsletter: true, agb: true }]);
  });

  it("a failure says so in the server's words and keeps the e-mail", async () => {
    const { user, form } = await renderSubscribe();
    mock.db.fail('travel', { kind: 'error', status: 409, message: 'Diese Adresse ist schon registriert.', times: 1 });
    await user.type(within(form).getByRole('textbox', { name: /^E-Mail/ }), 'erika@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    await user.click(within(form).getByRole('button', { name: 'Für Termin-Updates anmelden' }));
    expect(await screen.findByText('Diese Adresse ist schon registriert.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^E-Mail/ })).toHaveValue('erika@example.com');
  });
});
