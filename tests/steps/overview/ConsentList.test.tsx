import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insuranceChosen } from '@/features/insurance';
import { ConsentList } from '@/steps/overview/ConsentList';
import { renderWithProviders } from '../../support/render';
import { overviewStore } from '../../support/step-two';

const boxes = () => screen.getAllByRole('checkbox');
const names = () => boxes().map((box) => box.getAttribute('id'));

describe('the consents of step 3 (spec part 2 §5 "Step 3", §6)', () => {
  it('a guest: terms and data consent required, newsletter optional, none ticked, links in German', async () => {
    const store = await overviewStore('GRP-ALPS');
    await renderWithProviders(<ConsentList language="de" showErrors={false} />, { store });
    expect(names()).toEqual(['consent-gtc', 'consent-consent', 'consent-newsletter']);
    for (const box of boxes()) expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Allgemeinen Reisebedingungen' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('link', { name: 'Datenschutzhinweise' })).toHaveAttribute('href', '/datenschutz');
    expect(screen.getByRole('checkbox', { name: /Allgemeinen Reisebedingungen/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Newsletter/ })).not.toBeRequired();
    // Digital documents are the default (spec part 2 §9 'rula default yes').
    expect(screen.getByRole('radio', { name: 'Digital per E-Mail (empfohlen)' })).toBeChecked();
  });

  it.each([
    ['en', '/en/tac', '/en/privacy', 'general travel conditions', 'privacy notice'],
    ['it', '/it/tec', '/it/privacy', 'condizioni generali di viaggio', 'informativa sulla privacy'],
  ] as const)('%s links its own terms and privacy pages', async (language, terms, privacy, termsText, privacyText) => {
    const store = await overviewStore('GRP-ALPS');
    await renderWithProviders(<ConsentList language={language} showErrors={false} />, { store, language });
    expect(screen.getByRole('link', { name: termsText })).toHaveAttribute('href', terms);
    expect(screen.getByRole('link', { name: privacyText })).toHaveAttribute('href', privacy);
  });

  it('a broker trip names the broker and links its terms and privacy policy', async () => {
    const store = await overviewStore('BRK-NORWAY', { date: 0, rooms: ['twinCabin'], pick: 'twinCabin' });
    await renderWithProviders(<ConsentList language="de" showErrors={false} />, { store });
    expect(screen.getByRole('checkbox', { name: /Reisebedingungen von Nordlys Reisen GmbH/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reisebedingungen von Nordlys Reisen GmbH' })).toHaveAttribute(
      'href',
      '/broker/nordlys/agb',
    );
    expect(screen.getAllByRole('link', { name: 'Datenschutzerklärung' })[0]).toHaveAttribute(
      'href',
      '/broker/nordlys/datenschutz',
    );
  });

  it('an insurance without annual policy adds its terms and the pre-contract by e-mail', async () => {
    const store = await overviewStore('GRP-ALPS');
    store.dispatch(
      insuranceChosen({
        offerId: 'ERV-RRV-D',
        name: 'Reiserücktritt mit SB',
        price: 89,
        preContractId: null,
        code: 'ERV-RRV',
        tourId: null,
        termsUrl: null,
      }),
    );
    await renderWithProviders(<ConsentList language="de" showErrors />, { store });
    expect(names()).toEqual([
      'consent-gtc',
      'consent-consent',
      'consent-insuranceAGB',
      'consent-insurancePreContractEmail',
      'consent-newsletter',
    ]);
    expect(
      screen.getByText('Bitte erlaube uns dir die vorvertraglichen Informationen zuzuschicken.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptiere die Versicherungsbedingungen.')).toBeInTheDocument();
  });

  it("an agency confirms the pre-contract, its consent, the customer's and 2G; no newsletter, no insurance terms", async () => {
    const store = await overviewStore('GRP-ALPS', { login: 'agentur@example.com' });
    store.dispatch(
      insuranceChosen({
        offerId: 'ERV-RRV-D',
        name: 'Reiserücktritt mit SB',
        price: 89,
        preContractId: null,
        code: 'ERV-RRV',
        tourId: null,
        termsUrl: null,
      }),
    );
    const { user } = await renderWithProviders(<ConsentList language="de" showErrors />, { store });
    expect(names()).toEqual([
      'consent-gtc',
      'consent-agentPreContract',
      'consent-agentConsent',
      'consent-customerDataConsent',
      'consent-twoG',
    ]);
    expect(screen.queryByRole('checkbox', { name: /Newsletter/ })).toBeNull();
    expect(screen.getByText('Bitte bestätige, dass der Kunde über die 2G-Regel informiert wurde.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /2G-Regel/ }));
    expect(store.getState().booking.checkout.twoG).toBe(true);
    expect(screen.queryByText('Bitte bestätige, dass der Kunde über die 2G-Regel informiert wurde.')).toBeNull();
  });

  it('each missing box says what it needs, tied to the box', async () => {
    const store = await overviewStore('GRP-ALPS');
    const { user } = await renderWithProviders(<ConsentList language="de" showErrors />, { store });
    const gtc = screen.getByRole('checkbox', { name: /Allgemeinen Reisebedingungen/ });
    expect(gtc).toHaveAttribute('aria-invalid', 'true');
    expect(gtc).toHaveAccessibleDescription('Bitte akzeptiere die Reisebedingungen.');
    await user.click(gtc);
    expect(store.getState().booking.checkout.gtc).toBe(true);
    expect(gtc).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('radio', { name: 'Per Post' }));
    expect(store.getState().booking.checkout.rula).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Reiseunterlagen' })).getByRole('radio', { name: 'Per Post' }),
    ).toBeChecked();
  });
});
