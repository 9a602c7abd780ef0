import { selectSchedule } from '@/features/choices';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectTotals } from '@/features/pricing';
import { VoucherForm } from '@/features/checkout';
import { mock } from '../../../support/mock-server';
import { renderWithProviders } from '../../../support/render';
import { overviewStore } from '../../../support/step-two';
import { bookableDate, ofType } from '../../../support/catalogue-store';
import { createTestStore } from '../../../support/store';
import { chooseSchedule } from '@/features/party/party-thunks';
import { roomAdded } from '@/features/party/party-reducers';
import { selectVoucherOutdated } from '@/features/checkout/voucher-selectors';
import { selectSubmitRefusals } from '@/features/booking/booking-submit-check';

async function renderVoucher(trip: Parameters<typeof overviewStore> = ['GRP-ALPS']) {
  const store = await overviewStore(...trip);
  const rendered = await renderWithProviders(<VoucherForm />, { store });
  return { ...rendered, store };
}

describe('the voucher of step 3 (spec part 2 §2, §4, §8)', () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
  });

  it('checks a code, says what it is worth, lowers the total, and can be taken off again', async () => {
    const { user, store } = await renderVoucher();
    const before = selectTotals(store.getState()).totalPrice;
    let body: unknown = null;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/fapi/voucher/'))
        void request
          .clone()
          .json()
          .then((json: unknown) => {
            body = json;
          });
    });
    await user.type(screen.getByLabelText('Gutscheincode'), 'sommer50');
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    expect(
      await screen.findByText('Der Gutschein über € 50,– ist gültig. Der Preis reduziert sich um € 50,–.'),
    ).toBeInTheDocument();
    expect(selectTotals(store.getState()).totalPrice).toBe(before - 50);
    // Typed in small letters, named by the server in capitals: the same check, not asked again.
    expect(selectVoucherOutdated(store.getState())).toBe(false);
    const schedule = selectSchedule(store.getState());
    expect(body).toMatchObject({
      organizerId: 'ASI',
      travelCode: 'GRP-ALPS',
      dateSpan: `${schedule?.start}|${schedule?.end}`,
      user: { email: 'erika@example.com', female: true, postcode: '80331', mobile: '+491701234567' },
    });
    mock.server.events.removeAllListeners();
    await user.click(screen.getByRole('button', { name: 'Gutschein entfernen' }));
    expect(selectTotals(store.getState()).totalPrice).toBe(before);
    await waitFor(() => expect(screen.getByLabelText('Gutscheincode')).toHaveFocus());
  });

  it('a redeemed voucher is checked again when the booking changed; refused for it, it goes and its field says why', async () => {
    const { user, store } = await renderVoucher();
    await user.type(screen.getByLabelText('Gutscheincode'), 'SOMMER50');
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    await screen.findByRole('button', { name: 'Gutschein entfernen' });
    expect(selectVoucherOutdated(store.getState())).toBe(false);

    // Another date chosen from the step bar, the voucher box open again on step 3.
    mock.db.fail('voucher', { kind: 'error', status: 422, message: 'Der Gutschein gilt nicht für diesen Termin.' });
    const other = bookableDate(store, 1);
    store.dispatch(chooseSchedule(ofType(other, 'twin')));
    store.dispatch(roomAdded(ofType(other, 'twin')));
    expect(await screen.findByText('Der Gutschein gilt nicht für diesen Termin.')).toBeInTheDocument();
    expect(store.getState().booking.checkout.voucher).toBeNull();
    expect(screen.getByLabelText('Gutscheincode')).toHaveValue('SOMMER50');
    expect(selectVoucherOutdated(store.getState())).toBe(false);
  });

  it('a check again after a reload that fails on the way shows the code with why: one press checks it again and it counts', async () => {
    const { user, store } = await renderVoucher();
    await user.type(screen.getByLabelText('Gutscheincode'), 'SOMMER50');
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    await screen.findByRole('button', { name: 'Gutschein entfernen' });
    cleanup();

    // The page reloaded on step 3: the voucher is read back and checked again; that check fails.
    mock.db.fail('voucher', { kind: 'error', status: 503, times: 1 });
    const reloaded = createTestStore({ booking: store.getState().booking });
    const again = await renderWithProviders(<VoucherForm />, { store: reloaded });
    await waitFor(() => expect(reloaded.getState().booking.checkout.voucher).toBeNull());
    expect(screen.getByLabelText('Gutscheincode')).toHaveValue('SOMMER50');
    expect(screen.getByLabelText('Gutscheincode')).toHaveAttribute('aria-invalid', 'true');

    await again.user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    expect(await screen.findByRole('button', { name: 'Gutschein entfernen' })).toBeInTheDocument();
    expect(reloaded.getState().booking.checkout.voucher).toMatchObject({ code: 'SOMMER50' });
  });

  it('a voucher read back after a reload counts only once it is checked again: the submit waits for it', async () => {
    const { user, store } = await renderVoucher();
    await user.type(screen.getByLabelText('Gutscheincode'), 'SOMMER50');
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    await screen.findByRole('button', { name: 'Gutschein entfernen' });
    const reloaded = createTestStore({ booking: store.getState().booking });
    expect(selectVoucherOutdated(reloaded.getState())).toBe(true);
    expect(selectSubmitRefusals(reloaded.getState(), { now: new Date(), flexVariant: 'B' })).toContain('loading');
  });

  it('disables the check while it runs', async () => {
    const { user } = await renderVoucher();
    mock.db.fail('voucher', { kind: 'hang', times: 1 });
    let requests = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/fapi/voucher/')) requests += 1;
    });
    await user.type(screen.getByLabelText('Gutscheincode'), 'PROZENT10');
    await user.click(screen.getByRole('button', { name: /Gutschein prüfen/ }));
    expect(screen.getByRole('button', { name: /Gutschein prüfen/ })).toHaveAttribute('aria-disabled', 'true');
    // A second press while it checks sends nothing more.
    await user.click(screen.getByRole('button', { name: /Gutschein prüfen/ }));
    expect(requests).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Gutschein wird geprüft');
    expect(screen.getByLabelText('Gutscheincode')).toHaveValue('PROZENT10');
  });

  it('a percentage says so', async () => {
    const { user } = await renderVoucher();
    await user.type(screen.getByLabelText('Gutscheincode'), 'PROZENT10');
    await user.click(screen.getByRole('button', { name: /Gutschein prüfen/ }));
    expect(
      await screen.findByText('Der Gutschein ist gültig. Der Reisepreis reduziert sich um 10 %.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'GROSS5000',
      'Der Gutschein über € 5.000,– ist gültig. Der Preis reduziert sich auf € 0,–, der Restwert von € 3.510,– bleibt dir erhalten.',
    ],
    ['GUELTIG', 'Der Gutschein ist gültig'],
  ])('%s shows its success text (one traveller in a single room, € 1.490,–)', async (code, text) => {
    const { user } = await renderVoucher(['NOF-DOLOMITES', { pax: 1, rooms: ['single'], pick: 'single', date: 0 }]);
    await user.type(screen.getByLabelText('Gutscheincode'), code);
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['EINGELOEST', 'Dieser Gutschein wurde bereits eingelöst.'],
    ['UNBEKANNT', 'Dieser Gutschein ist nicht gültig.'],
  ])("%s: the server's message at the field, the code kept", async (code, message) => {
    const { user, store } = await renderVoucher();
    await user.type(screen.getByLabelText('Gutscheincode'), code);
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Gutscheincode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Gutscheincode')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Gutscheincode')).toHaveValue(code);
    expect(screen.getByLabelText('Gutscheincode')).toHaveFocus();
    expect(store.getState().booking.checkout.voucher).toBeNull();
    expect(store.getState().errors.items).toEqual([]);
  });

  it.each([
    [
      { code: 'SOMMER50', reduction: 50, redeemed: true, message: 'Bereits am 01.11. eingelöst.' },
      'Bereits am 01.11. eingelöst.',
    ],
    [{ code: 'SOMMER50', reduction: 50, error: true }, 'Dieser Gutschein kann nicht eingelöst werden.'],
    [{ code: 'SOMMER50', reduction: 50, redeemed: true }, 'Dieser Gutschein kann nicht eingelöst werden.'],
  ])(
    'a 200 reply %j is a refusal, not a voucher (spec part 2 §3 "redeemed, error flag and message")',
    async (body, message) => {
      const { user, store } = await renderVoucher();
      mock.db.fail('voucher', { kind: 'reply', body, times: 1 });
      await user.type(screen.getByLabelText('Gutscheincode'), 'SOMMER50');
      await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(store.getState().booking.checkout.voucher).toBeNull();
    },
  );

  it('asks for a code before checking', async () => {
    const { user } = await renderVoucher();
    await user.click(screen.getByRole('button', { name: 'Gutschein prüfen' }));
    expect(screen.getByText('Bitte gib einen Gutscheincode ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Gutscheincode')).toHaveFocus();
  });
});
